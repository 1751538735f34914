// The card's details dialog: a large photo with Previous/Next and 'N of M', the facts, the
// description and location, 'Contact for Details', and the external listing when there is one.
import { useState } from 'react';
import type { BuildingJson, UnitJson } from '~/src/lib/api/types';
import { formatSqFt, spaceTypeLabel } from '~/src/lib/format';
import { contactHref, unitPrice } from '~/src/lib/listing';
import { resolveUnitFacts } from '~/src/lib/unit-facts';
import { useRefreshed, type PublicSchema } from '~/src/lib/use-refreshed';
import { Dialog } from '../ui/Dialog';
import { Photo } from '../ui/Photo';
import { useUnitHighlights } from './unit-highlights';
import { unitPhotos } from './unit-photos';

const BUILDING: PublicSchema<BuildingJson | null> = (schemas) => schemas.BuildingJsonSchema;

interface UnitDetailsDialogProps {
  unit: UnitJson;
  open: boolean;
  onClose: () => void;
}

export function UnitDetailsDialog({ unit, open, onClose }: UnitDetailsDialogProps) {
  const photos = unitPhotos(unit);
  const [index, setIndex] = useState(0);
  const highlights = useUnitHighlights(unit);
  const photo = photos[index];
  // The location as the listing page shows it: blank facts from the unit's building (decision 021),
  // read when the dialog opens (no query cache: the home page's island has none).
  const building = useRefreshed(`/api/buildings/${unit.buildingId}`, BUILDING, null);
  const shown = resolveUnitFacts(unit, building);
  const location = shown.address ? [shown.address, shown.city, shown.state, shown.zipCode].filter(Boolean).join(', ') : '';

  return (
    <Dialog open={open} onClose={onClose} title={`Unit ${unit.unitNumber}`}>
      {photo ? (
        <div>
          <Photo
            photoKey={photo.key}
            alt={photo.alt}
            sizes="(min-width: 768px) 720px, 100vw"
            className="aspect-[3/2] w-full rounded object-cover"
          />
          {photo.caption && <p className="mt-2 text-sm text-slate-700">{photo.caption}</p>}
          {photos.length > 1 && (
            <div className="mt-2 flex items-center justify-between">
              <button type="button" className="btn-secondary" onClick={() => setIndex((i) => (i - 1 + photos.length) % photos.length)}>
                Previous
              </button>
              <span className="text-sm text-slate-600" aria-live="polite">
                {index + 1} of {photos.length}
              </span>
              <button type="button" className="btn-secondary" onClick={() => setIndex((i) => (i + 1) % photos.length)}>
                Next
              </button>
            </div>
          )}
        </div>
      ) : (
        <div className="flex aspect-[3/2] items-center justify-center rounded bg-slate-100 text-slate-600">No Image Available</div>
      )}
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Type</dt>
          <dd className="font-medium">{spaceTypeLabel(unit.type)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Size</dt>
          <dd className="font-medium">{formatSqFt(unit.squareFootage)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Rate</dt>
          <dd className="font-medium">{unitPrice(unit)}</dd>
        </div>
        {highlights.map((fact) => (
          <div key={fact.label}>
            <dt className="text-slate-500">{fact.label}</dt>
            <dd className="font-medium">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {unit.description && <p className="mt-4 text-slate-700">{unit.description}</p>}
      {location && (
        <p className="mt-3 text-sm text-slate-600">
          <span className="font-medium text-slate-800">Location: </span>
          {location}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={contactHref(unit.unitNumber)} className="btn-primary">
          Contact for Details
        </a>
        <a href={`/listing/${unit.id}`} className="btn-secondary">
          Full listing
        </a>
        {unit.loopnetUrl && (
          <a href={unit.loopnetUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            View on LoopNet<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </Dialog>
  );
}
