// What a visitor does to a sleeping island while it wakes (client:wake, docs/decisions/045 and 052):
// the page is already usable, so a tap or a keystroke can come before the island's handlers exist.
// Nothing of it may be lost, and nothing may happen twice:
//   - every field edited before or while the island hydrates (typed, chosen, or restored by the
//     browser) is recorded, and once React has rendered it is put back (react-hook-form writes its
//     default values into the fields it registers) and announced to the island's handlers;
//   - a plain click on a control only the island serves is held, hidden from React, and clicked
//     again once the island is awake. Plain links are never held: they work without the island.
// Two facts of React shape this. Hydration runs inside a transition: the island's hydrate() returns
// before anything rendered, so the replay waits until the main thread is idle (React's scheduler
// keeps it busy until the hydration is committed). And React calls onChange only for a field whose
// value differs from the one it last saw: it starts from the value the field holds when it hydrates
// (the typed text), so an `input` event announcing that text would be ignored. The replay therefore
// first writes another value through the field's own setter (which React watches) and then the
// visitor's through the element's prototype (which it does not), so React sees the change.

/** Marks a link the island upgrades (upgrade-link.ts): its click waits for the island. */
export const UPGRADED_LINK = 'data-upgraded-link';

/** Marks a held click's target until it is released: a visible response before the island is awake. */
const HELD = 'data-held-click';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type ControlState = string | boolean | boolean[];

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const stateOf = (control: Control): ControlState => {
  if (control instanceof HTMLSelectElement) return [...control.options].map((option) => option.selected);
  if (isCheckable(control)) return control.checked;
  return control.value;
};

const builtStateOf = (control: Control): ControlState => {
  if (control instanceof HTMLSelectElement) {
    const chosen = [...control.options].map((option) => option.defaultSelected);
    // A single select the HTML chose nothing in shows its first option.
    if (!control.multiple && control.size <= 1 && !chosen.includes(true) && chosen.length) chosen[0] = true;
    return chosen;
  }
  if (isCheckable(control)) return control.defaultChecked;
  return control.defaultValue;
};

const sameState = (a: ControlState, b: ControlState) => JSON.stringify(a) === JSON.stringify(b);

/** The fields edited since the page was built (typed, chosen, or restored by the browser), with their values. */
export function editedFields(island: HTMLElement): Array<[Control, ControlState]> {
  const controls = [...island.querySelectorAll<Control>('input, select, textarea')];
  return controls.filter((control) => !sameState(stateOf(control), builtStateOf(control))).map((control) => [control, stateOf(control)]);
}

/** Sets a text field's value without React's value tracker seeing it (the prototype's setter). */
function setUnwatched(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
}

/** Puts `state` back into `control` and tells the island's handlers, as if the visitor had just done it. */
function replay(control: Control, state: ControlState) {
  if (control instanceof HTMLSelectElement) {
    // React reads a select's every `change`.
    if (Array.isArray(state)) [...control.options].forEach((option, i) => (option.selected = state[i] ?? false));
  } else if (isCheckable(control)) {
    // React reads a box's click: leave it the other way, then click it into the visitor's state.
    if (typeof state !== 'boolean' || (control.type === 'radio' && !state)) return;
    control.checked = !state;
    control.click();
    return;
  } else if (typeof state === 'string') {
    const built = control.defaultValue;
    control.value = built !== state ? built : state === '' ? ' ' : '';
    setUnwatched(control, state);
  }
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Records the island's fields as the visitor leaves them from now on (starting from what was edited
 * already), until `replay` puts them back and announces them, once the island has rendered.
 */
export function recordFields(island: HTMLElement): { hasEdits: () => boolean; replay: () => void } {
  const edited = new Map(editedFields(island));
  const record = (event: Event) => {
    if (isControl(event.target) && island.contains(event.target)) edited.set(event.target, stateOf(event.target));
  };
  island.addEventListener('input', record, true);
  island.addEventListener('change', record, true);
  return {
    hasEdits: () => edited.size > 0,
    replay() {
      island.removeEventListener('input', record, true);
      island.removeEventListener('change', record, true);
      for (const [control, state] of edited) if (control.isConnected) replay(control, state);
    },
  };
}

/** A click meant for this page: not for a new tab or window, not a secondary button. */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** How long a held click waits for the island before the browser does what it would have (a slow network). */
const HOLD_MS = 1000;

/**
 * Holds the clicks on the island's buttons and upgraded links until `release`, which clicks the
 * last one again: with the island's handlers once it is awake, or as the browser would have done
 * without them if the island's script takes longer than HOLD_MS to arrive (an upgraded link then
 * still opens its page). Once the script is there (`loaded`), the click waits for the hydration
 * however long it takes: released earlier, React would take it before the fields are put back.
 * A held click is hidden from React too (its listeners sit on the island, added after this one):
 * React would otherwise hydrate at once to handle it, and the release would click a second time.
 */
export function holdClicks(island: HTMLElement): { loaded: () => void; release: () => void } {
  let held: HTMLElement | null = null;
  let isHolding = true;
  let isLoaded = false;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`button, a[${UPGRADED_LINK}]`) : null;
    if (!target || !island.contains(target) || !isPlainClick(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held?.removeAttribute(HELD);
    held = target;
    // Seen at once: the tap was taken (global.css), while the island wakes to answer it.
    held.setAttribute(HELD, '');
    setTimeout(() => isLoaded || release(), HOLD_MS);
  };
  function release() {
    if (!isHolding) return;
    isHolding = false;
    island.removeEventListener('click', hold, true);
    held?.removeAttribute(HELD);
    if (held?.isConnected) held.click();
  }
  island.addEventListener('click', hold, true);
  return {
    loaded: () => {
      isLoaded = true;
    },
    release,
  };
}
