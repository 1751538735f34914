// A unit on the home page (docs/PRODUCT.md §2 "Property card").
import { startTransition, useState } from 'react';
import type { UnitJson } from '~/src/lib/api/types';
import { formatNumber } from '~/src/lib/format';
import { unitPrice } from '~/src/lib/listing';
import { ImageCarousel } from '../ui/ImageCarousel';
import { upgradeLinkClick } from '../ui/upgrade-link';
import { StatusBadge } from './StatusBadge';
import { UnitDetailsDialog } from './UnitDetailsDialog';
import { useUnitHighlights } from './unit-highlights';
import { unitPhotos } from './unit-photos';

interface PropertyCardProps {
  unit: UnitJson;
  priority?: boolean;
  /** Replaces the details dialog when given (docs/PRODUCT.md: "or calls an external handler"). */
  onViewDetails?: (unit: UnitJson) => void;
}

export function PropertyCard({ unit, priority = false, onViewDetails }: PropertyCardProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const facts = useUnitHighlights(unit);
  const isLeased = unit.status === 'leased';
  const listingHref = `/listing/${unit.id}`;

  return (
    <article className="card group/card flex flex-col overflow-hidden" aria-labelledby={`unit-${unit.id}-title`}>
      <ImageCarousel
        photos={unitPhotos(unit)}
        sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
        priority={priority}
        href={listingHref}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{unit.type.toUpperCase()} SPACE</p>
          <StatusBadge status={unit.status} />
        </div>
        <h3 id={`unit-${unit.id}-title`} className="mt-2 text-xl font-semibold">
          <a href={listingHref} className="hover:underline">
            Unit {unit.unitNumber}
          </a>
        </h3>
        <p className="mt-1 text-slate-700">Up to {formatNumber(unit.squareFootage)} sq ft.</p>
        <p className="text-slate-700">{unitPrice(unit)}</p>
        {facts.map((fact) => (
          <p key={fact.label} className="text-sm text-slate-500">
            {fact.line}
          </p>
        ))}
        {isLeased ? (
          <button type="button" className="btn-primary mt-4 w-full tracking-wide" disabled>
            VIEW DETAILS
          </button>
        ) : (
          // A real link to the listing until the island runs; then it opens the details dialog.
          <a
            href={listingHref}
            className="btn-primary mt-4 w-full tracking-wide"
            // A transition: the dialog (a large photo, a modal's top layer) renders after the click's
            // paint, keeping the click within the INP target (docs/BENCHMARKS.md).
            {...upgradeLinkClick(() => (onViewDetails ? onViewDetails(unit) : startTransition(() => setDetailsOpen(true))))}
          >
            VIEW DETAILS
          </a>
        )}
      </div>
      {detailsOpen && <UnitDetailsDialog unit={unit} open={detailsOpen} onClose={() => setDetailsOpen(false)} />}
    </article>
  );
}
