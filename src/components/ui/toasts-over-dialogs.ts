// Toasts stay in sight over a modal dialog. An open <dialog> sits in the browser's top layer, above
// everything else on the page, which it also makes inert (unseen, unread by screen readers); so
// while dialogs are open, the toast area lives inside the topmost one, and back in the page once
// they close. It moves as one element: the Toaster renders into it through a portal, whose
// container may be anywhere, so the toasts on screen stay as they are.
const openDialogs: HTMLElement[] = [];
let toastArea: HTMLElement | undefined;

function place(): void {
  if (toastArea) (openDialogs.at(-1) ?? document.body).append(toastArea);
}

/** The element the Toaster renders into, placed where toasts can be seen now. */
export function toastAreaElement(): HTMLElement {
  if (!toastArea) {
    toastArea = document.createElement('div');
    // Out of the flow of whatever holds it: a dialog's layout stays its own (the toasts are fixed).
    toastArea.style.cssText = 'position: fixed; top: 0; left: 0; width: 0; height: 0';
  }
  place();
  return toastArea;
}

/** A dialog was opened with showModal(): toasts show inside it. */
export function dialogOpened(dialog: HTMLElement): void {
  openDialogs.push(dialog);
  place();
}

/** It closed (or left the page): toasts go back to the dialog below, or the page. */
export function dialogClosed(dialog: HTMLElement): void {
  const index = openDialogs.indexOf(dialog);
  if (index === -1) return;
  openDialogs.splice(index, 1);
  place();
}
