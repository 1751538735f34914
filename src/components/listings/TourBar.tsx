// On phones, the price and "Request a Tour" stay at the bottom of the screen while the visitor reads
// (docs/PRODUCT.md §2); wider screens have the pricing card beside the photos.
import { contactHref } from '~/src/lib/listing';

export function TourBar({ unitNumber, price }: { unitNumber: string; price: string }) {
  return (
    <div
      className="tour-bar no-print fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-lg sm:hidden"
      data-testid="tour-bar"
    >
      <p className="font-bold text-brand-900">{price}</p>
      <a href={`${contactHref(unitNumber)}&tour=1`} className="btn-primary min-h-11">
        Request a Tour
      </a>
    </div>
  );
}
