// Edits not yet saved outside a dialog (the Site tab's long form; dialogs ask for theirs, Dialog.tsx):
// switching tabs, restoring a version from the History over them, or leaving the page asks before
// they are thrown away. The question is the one a dialog asks too.
import { useEffect } from 'react';

/** Asks whether edits not yet saved may be thrown away. */
export const confirmDiscard = (): boolean => window.confirm('Discard your unsaved changes?');
const unsaved = new Set<symbol>();

function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/** Called by a form with its dirty state: while true, the questions below are asked. */
export function useUnsavedWork(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const key = Symbol('unsaved work');
    unsaved.add(key);
    addEventListener('beforeunload', warnBeforeLeaving);
    return () => {
      unsaved.delete(key);
      if (unsaved.size === 0) removeEventListener('beforeunload', warnBeforeLeaving);
    };
  }, [isDirty]);
}

/** Whether what is about to replace the form may go ahead: nothing unsaved, or the person agrees. */
export const mayDiscardUnsavedWork = (): boolean => unsaved.size === 0 || confirmDiscard();
