// React 19's `ref` as a plain prop of function components, under Preact (docs/decisions/036).
// Our components take `ref` like any prop (FormField hands it to its <input>, so that
// react-hook-form's `register()` reaches the element). Preact 10 keeps `ref` off a function
// component's props; this hook puts it back, as React 19 (and Preact 11) do. Class components
// keep theirs. Runs before any island hydrates (astro.config.mjs, injectScript 'before-hydration').
import { options, type VNode } from 'preact';

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  const type = vnode.type as unknown;
  const withRef = vnode as VNode<{ ref?: unknown }> & { ref?: unknown };
  if (typeof type === 'function' && withRef.ref && !(type.prototype as { render?: unknown } | undefined)?.render) {
    (withRef.props as { ref?: unknown }).ref = withRef.ref;
    withRef.ref = null;
  }
  previous?.(vnode);
};
