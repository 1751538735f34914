// A prerendered part an island never hydrates while it shows what the build wrote (docs/decisions/044).
// Hydrating a part costs about what drawing it does (Preact walks every node), and a building card
// on /availability or a listing's facts are links and text that need no script: the island's first
// task on a slow phone is shorter by every part it leaves alone. `children` is one HTML element
// (a <div>, a <dl>): in the browser, while `keep` holds, it is rendered with an empty
// dangerouslySetInnerHTML, which Preact leaves as the server wrote it while hydrating. Once `keep`
// is false (the data or the filters changed, or the part must show what the build could not know),
// the part renders, and from then on stays rendered.
//
// `keep` may be true only in the render that hydrates a prerendered island (useIsHydrating), never in
// one that draws it in the browser alone (a staff preview): there would be nothing to keep.
import { createElement, useState, type ReactElement } from 'react';

const AS_PRERENDERED = { __html: '' };

export function KeepPrerendered({ keep, children }: { keep: boolean; children: ReactElement<object, string> }) {
  const [isKept, setKept] = useState(keep && typeof document !== 'undefined');
  // Once rendered, never kept again: keeping would empty an element the browser drew.
  if (isKept && !keep) setKept(false);
  if (!(isKept && keep)) return children;
  return createElement(children.type, { ...children.props, children: undefined, dangerouslySetInnerHTML: AS_PRERENDERED });
}
