// A unit's status as a badge, wherever units are listed (docs/PRODUCT.md §4): available green,
// leased red, anything else grey; the status itself is the text.
import { capitalize } from '~/src/lib/format';

const COLORS: Record<string, string> = {
  available: 'bg-green-100 text-green-800',
  leased: 'bg-red-100 text-red-800',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLORS[status] ?? 'bg-slate-100 text-slate-700'}`}>
      {capitalize(status)}
    </span>
  );
}
