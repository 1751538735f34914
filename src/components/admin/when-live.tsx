// "View on site" once a save is live (issue 19, part 5; decision 040). A save's success toast is
// shown at once with its documented text; when the public site has been rebuilt with the change,
// the same toast comes back (or, if still open, gains) a "View on site" link to the page.
// Reusable by any save: `toastSaved('Building updated successfully', { href: '/availability' })`.
import { QueryObserver } from '@tanstack/react-query';
import { toast } from 'sonner';
import { publishStatusQuery } from '~/src/lib/api/queries';
import { isLiveThrough } from '~/src/lib/publish-status';
import { queryClient } from '~/src/lib/query-client';

/** Past this, the toast stops waiting (the header still tells how publishing goes). */
const MAX_WAIT_MS = 15 * 60_000;

/**
 * Resolves true once every change saved so far is on the public site, false if that takes longer
 * than MAX_WAIT_MS. Call it after a save has answered: the server counted the change before that.
 */
export async function whenLive(): Promise<boolean> {
  const first = await queryClient.fetchQuery({ ...publishStatusQuery(), staleTime: 0 }).catch(() => null);
  if (!first) return false;
  const stamp = first.lastChangeAt;
  if (isLiveThrough(first, stamp)) return true;
  // An observer of the shared status query: it polls while the site is not live (the header's
  // query is the same one, so they share every request), and stops when unsubscribed.
  const observer = new QueryObserver(queryClient, publishStatusQuery());
  return new Promise<boolean>((resolve) => {
    const done = (isLive: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(isLive);
    };
    const timer = setTimeout(() => done(false), MAX_WAIT_MS);
    const unsubscribe = observer.subscribe(({ data }) => {
      if (data && isLiveThrough(data, stamp)) done(true);
    });
  });
}

export function ViewOnSiteLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="ml-auto shrink-0 text-sm font-medium text-brand-700 underline">
      View on site
    </a>
  );
}

/**
 * The save's success toast, with its documented text, now; once the change is live, that toast
 * again with a "View on site" link to `href` (the public page that shows the record).
 */
export function toastSaved(title: string, { description, href }: { description?: string; href: string }): void {
  const text = description === undefined ? {} : { description };
  const id = toast.success(title, text);
  void whenLive().then((isLive) => {
    if (isLive) toast.success(title, { ...text, id, duration: 10_000, action: <ViewOnSiteLink href={href} /> });
  });
}
