// The photo viewer's modal duties, one frame after it first paints (docs/decisions/079). yarl makes
// the rest of the page `inert` and focuses itself in the commit that mounts it, and the `inert`
// restyles the whole page before the viewer's first frame (~40 ms of a first tap at 4x on
// /gallery). So the viewer renders into a layer of its own, where yarl finds no sibling to make
// inert, and this does what yarl would have done once that frame is painted: the page behind
// inert and hidden from assistive technology, focus on the viewer, and Tab kept within it. Undone as
// the viewer closes.
import { useLayoutEffect, useRef, useState } from 'react';
import type { ControllerRef, LightboxExternalProps } from 'yet-another-react-lightbox';
import { afterNextPaint } from '~/src/lib/after-next-paint';

/** Makes every element of the page but `layer` inert and hidden, as yarl's portal does; returns the undo. */
function isolate(layer: Element): () => void {
  const undo: (() => void)[] = [];
  for (const element of document.body.children) {
    if (element === layer || ['TEMPLATE', 'SCRIPT', 'STYLE'].includes(element.tagName)) continue;
    for (const [name, value] of [
      ['inert', ''],
      ['aria-hidden', 'true'],
    ] as const) {
      if (element.hasAttribute(name)) continue; // already so: not ours to undo
      element.setAttribute(name, value);
      undo.push(() => element.removeAttribute(name));
    }
  }
  return () => undo.forEach((step) => step());
}

/**
 * Tab and Shift+Tab go round the viewer's buttons. With the page inert, the browser would otherwise
 * take focus past the last one to the page itself, where the viewer's keys (Escape, the arrows) are
 * no longer heard. Returns the undo.
 */
function keepTabIn(layer: Element): () => void {
  const onKeyDown = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.key !== 'Tab') return;
    const buttons = [...layer.querySelectorAll<HTMLElement>('button:not(:disabled), a[href]')].filter((button) => button.checkVisibility());
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? buttons.at(-1) : undefined) : at === buttons.length - 1 ? buttons[0] : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  layer.addEventListener('keydown', onKeyDown);
  return () => layer.removeEventListener('keydown', onKeyDown);
}

/** yarl's props for a viewer whose page becomes inert, and which takes focus, after its first frame. */
export function useModalAfterPaint(): {
  portal: NonNullable<LightboxExternalProps['portal']>;
  controller: NonNullable<LightboxExternalProps['controller']>;
  on: { entering: () => void; exiting: () => void };
} {
  const [layer] = useState(() => document.createElement('div'));
  const controller = useRef<ControllerRef>(null);
  const release = useRef<(() => void) | null>(null);
  const closing = useRef(false);
  const exiting = () => {
    closing.current = true;
    release.current?.();
    release.current = null;
  };
  useLayoutEffect(() => {
    document.body.append(layer);
    return () => {
      release.current?.();
      layer.remove();
    };
  }, [layer]);
  const entering = () => {
    closing.current = false;
    afterNextPaint(() => {
      if (closing.current || release.current || !layer.isConnected) return;
      const [undoIsolate, undoTabs] = [isolate(layer), keepTabIn(layer)];
      release.current = () => {
        undoIsolate();
        undoTabs();
      };
      controller.current?.focus();
    });
  };
  return { portal: { root: layer }, controller: { ref: controller, focus: false }, on: { entering, exiting } };
}
