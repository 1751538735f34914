// What one version changed, field by field (src/lib/revision-diff.ts): "Rate: 40 → 47"; lists say
// what was added and removed, every value in words, never JSON (src/lib/revision-diff.ts). Shared by the History view and the conflict dialog's "Review their change".
import { describeValue as shown, fieldLabel, listChangeText, type FieldChange } from '~/src/lib/revision-diff';

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
          ) : (
            listChangeText(change)
          )}
        </li>
      ))}
    </ul>
  );
}
