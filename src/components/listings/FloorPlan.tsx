// A unit's floor plan on its listing (decision 025): an image shown inline, a PDF as a download link.
import { imageUrl, originalImageUrl } from '~/src/lib/images';
import { Photo } from '../ui/Photo';

export function FloorPlan({ planKey, unitNumber }: { planKey: string; unitNumber: string }) {
  const isPdf = planKey.endsWith('.pdf');
  return (
    <section aria-labelledby="floor-plan-heading" className="no-print">
      <h2 id="floor-plan-heading" className="text-xl font-semibold">
        Floor Plan
      </h2>
      {isPdf ? (
        <p className="mt-3">
          <a href={originalImageUrl(planKey)} download={`unit-${unitNumber}-floor-plan.pdf`} className="btn-secondary min-h-11">
            Download floor plan (PDF)
          </a>
        </p>
      ) : (
        <>
          <a href={imageUrl(planKey, { width: 1600 })} className="mt-3 block overflow-hidden rounded-md border border-slate-200">
            <Photo
              photoKey={planKey}
              alt={`Floor plan of Unit ${unitNumber}`}
              sizes="(min-width: 1024px) 720px, 100vw"
              className="w-full object-contain"
            />
          </a>
          <p className="mt-2">
            <a href={originalImageUrl(planKey)} download className="text-brand-700 hover:underline">
              Download floor plan
            </a>
          </p>
        </>
      )}
    </section>
  );
}
