// One unit in full and live (docs/PRODUCT.md §2 "Unit detail"): ListingLayout with its data refreshed from
// the API. The fallback page for units newer than the build passes nothing and reads the id from the
// address; the staff preview passes a draft. A prebuilt listing page does not use it: it is static
// markup with two small islands (src/pages/listing/[id].astro).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildingQuery, unitQuery, unitsQuery } from '~/src/lib/api/queries';
import type { BuildingJson, UnitJson } from '~/src/lib/api/types';
import { fromPage } from '~/src/lib/query-client';
import { recordListingView } from '~/src/lib/listing-view-beacon';
import { usePathname } from '~/src/lib/use-location';
import { LazyToaster } from '../ui/LazyToaster';
import PhotoGrid from '../ui/PhotoGrid';
import { QueryProvider } from '../ui/QueryProvider';
import { ListingActions } from './ListingActions';
import ListingLayout from './ListingLayout';
import { listingPhotos } from './unit-photos';

interface ListingViewProps {
  /** Null on the fallback page: the id comes from the address. */
  unitId: number | null;
  initialUnit?: UnitJson;
  initialBuilding?: BuildingJson | null;
  /** Units to pick a leased unit's similar available units from (a prebuilt leased page: just the ones it shows). */
  initialUnits?: UnitJson[] | undefined;
  /** A draft applied (the staff-only /preview/listing page): shown as given, nothing fetched or counted. */
  preview?: { unit: UnitJson; building: BuildingJson | null; units?: UnitJson[] | undefined } | undefined;
}

const idFromPath = (path: string) => {
  const match = /^\/listing\/(\d{1,9})\/?$/.exec(path);
  return match ? Number(match[1]) : 0;
};

function Listing({ unitId, initialUnit, initialBuilding, initialUnits, preview }: ListingViewProps) {
  // The fallback page learns the id from the address once it runs in the browser.
  const pathname = usePathname();
  const resolved = unitId !== null || pathname !== null;
  const id = unitId ?? (pathname === null ? 0 : idFromPath(pathname));
  const unitResult = useQuery({ ...unitQuery(id), enabled: id > 0 && !preview, ...fromPage(initialUnit) });
  // A prebuilt listing page records its view itself ([id].astro); the fallback page, here.
  useEffect(() => {
    if (unitId === null && id > 0 && !preview) recordListingView(id);
  }, [unitId, id, preview]);
  const unit = preview?.unit ?? unitResult.data;
  const buildingResult = useQuery({
    ...buildingQuery(unit?.buildingId ?? 0),
    enabled: Boolean(unit?.buildingId) && !preview,
    ...fromPage(initialBuilding ?? undefined),
  });
  const building = preview ? preview.building : (buildingResult.data ?? null);
  // A leased unit's page lists similar available units (decision 025): only it reads the list.
  const unitsResult = useQuery({ ...unitsQuery(), enabled: unit?.status === 'leased' && !preview, ...fromPage(initialUnits) });

  if (!unit) {
    const notFound = resolved && (id === 0 || unitResult.isError);
    return notFound ? (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-semibold">Listing not found</h1>
        <a href="/availability" className="btn-primary mt-6">
          Back to Availability
        </a>
      </div>
    ) : (
      <p className="py-16 text-center text-slate-600" role="status">
        Loading listing...
      </p>
    );
  }

  const photos = listingPhotos(unit, building);
  return (
    <>
      <ListingLayout
        unit={unit}
        building={building}
        units={preview?.units ?? unitsResult.data}
        hasPhotos={photos.length > 0}
        photos={<PhotoGrid photos={photos} layout="listing" />}
        actions={<ListingActions title={`Unit ${unit.unitNumber}`} />}
      />
      <LazyToaster />
    </>
  );
}

export default function ListingView(props: ListingViewProps) {
  return (
    <QueryProvider>
      <Listing {...props} />
    </QueryProvider>
  );
}
