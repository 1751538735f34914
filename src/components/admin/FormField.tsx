// A labelled input for the admin forms, with its validation message.
import type { InputHTMLAttributes, ReactNode } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | undefined;
  children?: ReactNode;
}

export const inputClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600';

/** Renders `children` (a select or textarea) when given, else an <input> with the rest of the props. */
export function FormField({ id, label, error, children, ...input }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children ?? (
        <input
          id={id}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The end of an add/edit form: Cancel, and Create or Update ('Saving...' while busy). */
export function FormActions({ onCancel, isEditing, isSaving }: { onCancel: () => void; isEditing: boolean; isSaving: boolean }) {
  return (
    <div className="flex justify-end gap-3">
      <button type="button" className="btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={isSaving}>
        {isSaving ? 'Saving...' : isEditing ? 'Update' : 'Create'}
      </button>
    </div>
  );
}
