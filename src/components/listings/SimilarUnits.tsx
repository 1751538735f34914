// A leased unit's page points to the available units most like it (src/lib/similar-units.ts).
import type { UnitJson } from '~/src/lib/api/types';
import { formatSqFt, spaceTypeLabel } from '~/src/lib/format';
import { unitPrice } from '~/src/lib/listing';
import { similarUnits } from '~/src/lib/similar-units';

export function SimilarUnits({ unit, units }: { unit: UnitJson; units: UnitJson[] }) {
  const similar = similarUnits(unit, units);
  return (
    <section aria-labelledby="similar-heading" className="no-print">
      <h2 id="similar-heading" className="text-xl font-semibold">
        Similar available spaces
      </h2>
      {similar.length === 0 ? (
        <p className="mt-3 text-slate-600">
          <a href="/availability" className="text-brand-700 hover:underline">
            See all available spaces
          </a>
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {similar.map((other) => (
            <li key={other.id}>
              <a href={`/listing/${other.id}`} className="card block p-4 hover:border-brand-300">
                <span className="font-semibold">Unit {other.unitNumber}</span>
                <span className="block text-sm text-slate-600">
                  {spaceTypeLabel(other.type)} · {formatSqFt(other.squareFootage)} · {unitPrice(other)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
