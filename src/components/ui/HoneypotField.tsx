// The spam trap of the public forms: a field people never see or fill, so only bots fill it.
import type { ComponentProps } from 'react';

export function HoneypotField({ id, field }: { id: string; field: ComponentProps<'input'> }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input type="text" id={id} tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}
