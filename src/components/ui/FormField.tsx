// A labelled form control with its validation message, for every form on the site. The control
// gets its id, the `input` class, and aria-invalid/aria-describedby pointing at the message.
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** Marks the label with an asterisk (and the control as required for assistive technology). */
  required?: boolean;
  /** A select or textarea: rendered with the control props. Without it, an <input> with the rest. */
  children?: (control: ControlProps) => ReactNode;
}

export function FormField({ id, label, error, required = false, children, ...input }: FormFieldProps) {
  // A number is typed into a text box with the numeric keyboard: a type="number" box hands over
  // what it cannot read ("-", "1e999") as blank, which an optional field would save as empty
  // instead of refusing. The shared schema reads the text ("3,200" included) and says what is wrong.
  const box = input.type === 'number' ? { ...input, type: 'text', inputMode: 'decimal' as const } : input;
  const control: ControlProps = {
    id,
    className: 'input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required ? true : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children ? children(control) : <input type="text" {...control} {...box} />}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string }) {
  return (
    <label className="flex items-center gap-2 self-end text-sm font-medium">
      <input type="checkbox" {...input} /> {label}
    </label>
  );
}

/** The end of an add/edit form: Cancel, and Create or Update ('Saving...' while busy). */
interface FormActionsProps {
  onCancel: () => void;
  isEditing: boolean;
  isSaving: boolean;
  /** The id of the form to submit, when the buttons sit outside it (a dialog's action bar). */
  form?: string;
}

export function FormActions({ onCancel, isEditing, isSaving, form }: FormActionsProps) {
  return (
    <div className="flex justify-end gap-3">
      <button type="button" className="btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={form} className="btn-primary" disabled={isSaving}>
        {isSaving ? 'Saving...' : isEditing ? 'Update' : 'Create'}
      </button>
    </div>
  );
}
