// What a visitor does to a sleeping island while it wakes (client:wake, docs/decisions/045): the
// page is already usable, so a tap or a keystroke can come before the island's handlers exist.
// Nothing of it may be lost: typed text the first render would reset (react-hook-form writes its
// default values into the fields it registers) is put back, every edited field is announced to the
// island's handlers once they listen, and a click on a control only the island serves is held and
// clicked again once it is awake. Plain links are never held: they work without the island.

/** Marks a link the island upgrades (upgrade-link.ts): its click waits for the island. */
export const UPGRADED_LINK = 'data-upgraded-link';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type ControlState = string | boolean | boolean[];

const stateOf = (control: Control): ControlState => {
  if (control instanceof HTMLSelectElement) return [...control.options].map((option) => option.selected);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked;
  return control.value;
};

const builtStateOf = (control: Control): ControlState => {
  if (control instanceof HTMLSelectElement) {
    const chosen = [...control.options].map((option) => option.defaultSelected);
    // A single select the HTML chose nothing in shows its first option.
    if (!control.multiple && control.size <= 1 && !chosen.includes(true) && chosen.length) chosen[0] = true;
    return chosen;
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.defaultChecked;
  return control.defaultValue;
};

const sameState = (a: ControlState, b: ControlState) => JSON.stringify(a) === JSON.stringify(b);

function restore(control: Control, state: ControlState) {
  if (control instanceof HTMLSelectElement && Array.isArray(state))
    [...control.options].forEach((option, i) => (option.selected = state[i] ?? false));
  else if (typeof state === 'boolean' && control instanceof HTMLInputElement) control.checked = state;
  else if (typeof state === 'string') control.value = state;
}

/** The fields edited since the page was built (typed, chosen, or restored by the browser), with their values. */
export function editedFields(island: HTMLElement): Array<[Control, ControlState]> {
  const controls = [...island.querySelectorAll<Control>('input, select, textarea')];
  return controls.filter((control) => !sameState(stateOf(control), builtStateOf(control))).map((control) => [control, stateOf(control)]);
}

/** Puts back what the island's first render reset (it runs in one task, so nothing was typed meanwhile). */
export function restoreFields(edited: Array<[Control, ControlState]>): void {
  for (const [control, state] of edited) if (control.isConnected && !sameState(stateOf(control), state)) restore(control, state);
}

/** Tells the island's handlers about each edited field, as if the visitor had just changed it. */
export function announceFields(edited: Array<[Control, ControlState]>): void {
  for (const [control] of edited) {
    if (!control.isConnected) continue;
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** A click meant for this page: not for a new tab or window, not a secondary button. */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** How long a held click waits for the island before the browser does what it would have (a slow network). */
const HOLD_MS = 1000;

/**
 * Holds the clicks on the island's buttons and upgraded links until `release`, which clicks the
 * last one again: with the island's handlers once it is awake, or as the browser would have done
 * without them if waking takes longer than HOLD_MS (an upgraded link then still opens its page).
 */
export function holdClicks(island: HTMLElement): { release: () => void } {
  let held: HTMLElement | null = null;
  let isHolding = true;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`button, a[${UPGRADED_LINK}]`) : null;
    if (!target || !island.contains(target) || !isPlainClick(event)) return;
    event.preventDefault();
    held = target;
    setTimeout(release, HOLD_MS);
  };
  function release() {
    if (!isHolding) return;
    isHolding = false;
    island.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
  }
  island.addEventListener('click', hold, true);
  return { release };
}
