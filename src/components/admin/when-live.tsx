// "View on site" once a save is live (decision 040). A save's success toast is
// shown at once with its documented text; when the public site has been rebuilt with the change,
// that toast gains a "View on site" link to the page (or, once closed, 'Live on the site' does).
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
  const first = await queryClient.query({ ...publishStatusQuery(), staleTime: 0 }).catch(() => null);
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

/** The toast that says a change is live, when the save's own toast has already closed. */
export const LIVE_TOAST_TITLE = 'Live on the site';

/**
 * The save's success toast, with its documented text, now. Once the change is live: that toast
 * gains a "View on site" link to `href` (the public page that shows the record) if it is still
 * open, else a new toast says 'Live on the site' with the link (never the save's text twice).
 */
export function toastSaved(title: string, { description, href }: { description?: string; href: string }): void {
  const text = description === undefined ? {} : { description };
  let isOpen = true;
  const closed = () => void (isOpen = false);
  const id = toast.success(title, { ...text, onDismiss: closed, onAutoClose: closed });
  void whenLive().then((isLive) => {
    if (!isLive) return;
    const link = { duration: 10_000, action: <ViewOnSiteLink href={href} /> };
    if (isOpen) toast.success(title, { ...text, ...link, id });
    else toast.success(LIVE_TOAST_TITLE, link);
  });
}
