// The public site's state in the admin header (decision 040): "All changes
// live", "Publishing n changes…" with the time since the oldest waiting change, or "Publishing
// failed — retry". It asks again every few seconds while changes are not live, and after every
// save (any successful mutation), never on an interval once all is live.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { publishStatusQuery } from '~/src/lib/api/queries';
import { elapsedText, publishStatusText } from '~/src/lib/publish-status';
import { queryClient } from '~/src/lib/query-client';
import { PublishStatusSchema } from '~/src/lib/schemas/publish-status';

/** The time now, once a second while `isTicking` (the "time since" counts up). */
function useNow(isTicking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}

/** Every successful save changes what the site shows: ask for the status again. */
function useRefreshAfterSaves(): void {
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: publishStatusQuery().queryKey });
      }),
    [],
  );
}

export function PublishStatus() {
  const { data: status } = useQuery(publishStatusQuery());
  useRefreshAfterSaves();
  const now = useNow(status?.state === 'publishing');
  const retry = useMutation({
    mutationFn: () => apiSend('POST', '/api/publish-status/retry', undefined, PublishStatusSchema),
    onSuccess: (next) => queryClient.setQueryData(publishStatusQuery().queryKey, next),
    onError: (error) => toast.error('Retry failed', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  if (!status) return null;

  const dot = { live: 'bg-green-600', publishing: 'bg-amber-500', failed: 'bg-red-600' }[status.state];
  return (
    <p role="status" aria-label="Public site" className="flex items-center gap-2 text-sm text-slate-700" data-state={status.state}>
      <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${dot}`} />
      <span title={status.error}>{publishStatusText(status)}</span>
      {status.state === 'publishing' && status.since && (
        <span className="text-slate-500">
          (<time dateTime={status.since}>{elapsedText(now - Date.parse(status.since))}</time>)
        </span>
      )}
      {status.state === 'failed' && (
        <>
          <span aria-hidden="true">—</span>
          <button
            type="button"
            className="inline-flex items-center justify-center font-medium text-brand-700 underline"
            onClick={() => retry.mutate()}
            disabled={retry.isPending}
          >
            retry
          </button>
        </>
      )}
    </p>
  );
}
