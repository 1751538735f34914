// An open preview shows its draft as last saved: the admin says here when it saves a draft, and
// the preview loads it again. A BroadcastChannel reaches every tab of the same site, the previews
// opened without an opener too (SiteTab.tsx opens them so: each in its own process).
const CHANNEL = 'draft-saved';

/** Tells every open preview of draft `id` that it was saved. */
export function announceDraftSaved(id: number): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(id);
  channel.close();
}

/** Calls `listener` with a draft's id each time the admin saves it; answers the unsubscribe. */
export function onDraftSaved(listener: (id: number) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'number') listener(event.data);
  };
  return () => channel.close();
}
