// A modal dialog on the native <dialog> element: the browser traps focus, closes it on Escape
// and restores focus to the opener. Below Tailwind's `sm` it fills the screen; the title bar
// (with ✕) stays at the top and the action bar, filled by <DialogActions>, at the bottom, so
// Close / Save are always in reach while the content scrolls between them. A form with unsaved
// changes (useUnsavedChanges) makes Escape, ✕ and a click outside ask before the dialog closes.
import { createContext, use, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useClearOfToasts } from './toast-clearance';
import { dialogClosed, dialogOpened } from './toasts-over-dialogs';
import { confirmDiscard } from './unsaved-work';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}

const ActionBarContext = createContext<HTMLElement | null>(null);
const UnsavedChangesContext = createContext<((unsaved: boolean) => void) | null>(null);

/** Called by a form inside a dialog: while `unsaved`, closing the dialog by accident asks first. */
export function useUnsavedChanges(unsaved: boolean) {
  const report = use(UnsavedChangesContext);
  useEffect(() => {
    report?.(unsaved);
    return () => report?.(false);
  }, [report, unsaved]);
}

/** useUnsavedChanges for a form that renders its dialog itself: placed inside the dialog. */
export function UnsavedChanges({ when }: { when: boolean }) {
  useUnsavedChanges(when);
  return null;
}

/**
 * The dialog's primary buttons, shown in its action bar. The bar sits outside any <form> in the
 * content, so a submit button placed here names its form with the `form` attribute.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  const bar = use(ActionBarContext);
  return bar ? createPortal(children, bar) : null;
}

/**
 * The usual action bar of a dialog that holds a form: a secondary button that leaves (Cancel,
 * Close, Back) and the form's submit button, which says "Saving..." and waits while the save runs.
 * The submit button names its form by id, as it sits in the bar outside the form.
 */
export function FormDialogActions({
  form,
  submit,
  saving,
  leave = 'Cancel',
  onLeave,
}: {
  form: string;
  /** The submit button's words: "Save", "Change password". */
  submit: string;
  saving: boolean;
  /** The other button's words: "Cancel", "Close", "Back". */
  leave?: string;
  onLeave: () => void;
}) {
  return (
    <DialogActions>
      <button type="button" className="btn-secondary" onClick={onLeave}>
        {leave}
      </button>
      <button type="submit" form={form} className="btn-primary" disabled={saving}>
        {saving ? 'Saving...' : submit}
      </button>
    </DialogActions>
  );
}

export function Dialog({ open, onClose, title, children, className = 'max-w-3xl' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [actionBar, setActionBar] = useState<HTMLElement | null>(null);
  useClearOfToasts(actionBar);
  // Its own id: a dialog opened from another (History, a save conflict) is named by its own title.
  const titleId = useId();
  const unsaved = useRef(false);
  const reportUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  // Escape, ✕ and the backdrop; a form's own Cancel and a save close it without asking.
  const mayClose = () => !unsaved.current || confirmDiscard();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    dialogOpened(dialog);
    return () => dialogClosed(dialog);
  }, [open]);

  return (
    <dialog
      ref={ref}
      // React passes a dialog's cancel and close events up its own tree: a dialog opened from this
      // one (a reply, History, a save conflict) closing must not close this one too.
      onCancel={(event) => event.target === event.currentTarget && !mayClose() && event.preventDefault()}
      onClose={(event) => event.target === event.currentTarget && onClose()}
      onClick={(event) => event.target === ref.current && mayClose() && onClose()}
      aria-labelledby={titleId}
      className={`w-[calc(100%-2rem)] ${className} m-auto rounded-lg p-0 shadow-xl backdrop:bg-slate-900/60 max-sm:m-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none`}
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col max-sm:h-full max-sm:max-h-none">
          <div className="flex shrink-0 items-center justify-between gap-3 border-b border-slate-200 bg-white px-5 py-3">
            <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => mayClose() && onClose()}
              className="rounded p-2 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              ✕
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-5">
            <ActionBarContext value={actionBar}>
              <UnsavedChangesContext value={reportUnsaved}>{children}</UnsavedChangesContext>
            </ActionBarContext>
          </div>
          <div
            ref={setActionBar}
            className="flex shrink-0 flex-wrap justify-end gap-3 border-t border-slate-200 bg-white px-5 py-3 empty:hidden"
          />
        </div>
      )}
    </dialog>
  );
}
