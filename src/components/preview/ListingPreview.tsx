// /preview/listing/?draft=<id>: a unit draft on the real listing layout, or a building draft on its
// Availability card and its first unit's listing. Staff only; see PreviewFrame.
import { listingPreviewQuery } from '~/src/lib/api/queries';
import { sumAvailableSqFt } from '~/src/lib/availability';
import { BuildingCard } from '../listings/BuildingCard';
import ListingView from '../listings/ListingView';
import { QueryProvider } from '../ui/QueryProvider';
import { PreviewBanner, PreviewFrame } from './PreviewFrame';

export default function ListingPreview() {
  return (
    <QueryProvider>
      <PreviewFrame query={listingPreviewQuery}>
        {({ draft, unit, building, units = [], publicPath }) => {
          const listed = draft.kind === 'unit' ? unit : units[0];
          const available = units.filter((u) => u.status === 'available');
          return (
            <>
              <PreviewBanner draft={draft} publicPath={publicPath} />
              <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
                {draft.kind === 'building' && building && (
                  <section aria-label="On the Availability page">
                    <BuildingCard building={building} units={available} totalSqFt={sumAvailableSqFt(available, building.id)} />
                  </section>
                )}
                {listed && <ListingView unitId={listed.id} preview={{ unit: listed, building, units }} />}
              </div>
            </>
          );
        }}
      </PreviewFrame>
    </QueryProvider>
  );
}
