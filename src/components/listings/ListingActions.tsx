// "Print flyer" (the print stylesheet turns the page into a one-page flyer) and "Share" (the Web
// Share API where the browser has it, else the link is copied): decision 025.
import { LazyToaster, toast } from '../ui/LazyToaster';

async function share(title: string) {
  const url = window.location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
    } catch {
      // Cancelled by the visitor, or refused: nothing to report.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error(`Copy this link: ${url}`);
  }
}

export function ListingActions({ title }: { title: string }) {
  return (
    <div className="no-print flex flex-wrap gap-2">
      <button type="button" className="btn-secondary min-h-11" onClick={() => window.print()}>
        Print flyer
      </button>
      <button type="button" className="btn-secondary min-h-11" onClick={() => void share(title)}>
        Share
      </button>
    </div>
  );
}

/** The prebuilt listing's island: the buttons and the toast "Share" may show. */
export default function ListingActionsIsland({ title }: { title: string }) {
  return (
    <>
      <ListingActions title={title} />
      <LazyToaster />
    </>
  );
}
