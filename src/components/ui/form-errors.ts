// Puts the server's per-field messages (a 400's `fieldErrors`) onto the form's own fields.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors } from '~/src/lib/api/client';

export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
) {
  const fields = form.getValues();
  const isField = (name: string): name is Path<Values> => name in fields;
  for (const [name, messages] of Object.entries(fieldErrors(error))) {
    if (isField(name)) form.setError(name, { type: 'server', message: messages[0] ?? '' });
  }
}
