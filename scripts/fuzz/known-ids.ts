// Real ids for the fuzzer's paths: a request for a record that exists reaches the code behind
// the 404, where the bugs are.
type Get = (path: string) => Promise<unknown>;

const idsOf = (value: unknown, key = 'id'): string[] =>
  Array.isArray(value)
    ? value.flatMap((row) => (row && typeof row === 'object' && key in row ? [String((row as Record<string, unknown>)[key])] : []))
    : [];

/** Ids by `<path prefix>:<parameter>` (`/api/properties:id`), `*:<parameter>` for any path, read with the admin's session. */
export async function knownIds(get: Get, { victimUserId }: { victimUserId?: number } = {}): Promise<Record<string, string[]>> {
  const [units, buildings, gallery, inquiries, templates, drafts] = await Promise.all(
    [
      '/api/properties',
      '/api/buildings',
      '/api/gallery',
      '/api/contact-submissions?spam=include',
      '/api/reply-templates',
      '/api/drafts',
    ].map(get),
  );
  const inquiryIds = idsOf(inquiries).slice(0, 5);
  const unitIds = idsOf(units).slice(0, 5);
  const images = Array.isArray(units) ? units.flatMap((u) => ((u as { images?: string[] }).images ?? []).slice(0, 1)).slice(0, 3) : [];
  return {
    '/api/properties:id': unitIds,
    '/api/buildings:id': idsOf(buildings).slice(0, 5),
    '/api/gallery:id': idsOf(gallery).slice(0, 5),
    '/api/contact-submissions:id': inquiryIds,
    '/api/reply-templates:id': idsOf(templates).slice(0, 5),
    '/api/drafts:id': idsOf(drafts).slice(0, 5),
    '/api/history:id': [...unitIds, '1'],
    '/api/trash:id': [...inquiryIds, ...unitIds],
    // Only an account the fuzzer does not sign in with: a deactivated session would stop the run.
    '/api/users:id!': victimUserId ? [String(victimUserId)] : [],
    '/api/image:key': images,
    '*:version': ['1', '2'],
    '*:replyId': ['1'],
  };
}
