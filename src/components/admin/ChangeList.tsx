// What one version changed, field by field (src/lib/revision-diff.ts): "Rate: 40 → 47"; lists say
// what was added and removed. Shared by the History view and the conflict dialog's "Review their change".
import type { FieldChange } from '~/src/lib/revision-diff';

/** 'unitNumber' → 'Unit number', 'data.hero.title' → 'Hero title'. */
function fieldLabel(field: string): string {
  const words = field
    .replace(/^data\./, '')
    .replace(/\./g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const listed = (values: unknown[]) => values.map(shown).join(', ');

export function ChangeList({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-slate-600">No field changed.</p>;
  return (
    <ul className="space-y-1 text-sm" data-testid="change-list">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-semibold">{fieldLabel(change.field)}:</span>{' '}
          {change.kind === 'changed' ? (
            <>
              <del className="text-red-800">{shown(change.before)}</del> →{' '}
              <ins className="text-green-800 no-underline">{shown(change.after)}</ins>
            </>
          ) : change.reordered ? (
            'reordered'
          ) : (
            [change.added.length > 0 && `added ${listed(change.added)}`, change.removed.length > 0 && `removed ${listed(change.removed)}`]
              .filter(Boolean)
              .join('; ')
          )}
        </li>
      ))}
    </ul>
  );
}
