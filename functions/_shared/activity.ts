// The audit log's HTTP side (decision 042): after a route answered, routes.ts calls
// recordRequest, which writes one row for a signed-in person's write (any status: a refused
// attempt is recorded too) or one of the few reads that matter (downloading a backup).
import type { ActivityKind } from '~/src/lib/schemas/activity';
import { recordActivity } from '~/src/server/activity';
import { checkedSession } from './auth';
import type { HandlerContext } from './http';
import { clientAddressPrefix } from './request';

/** The kind of record each resource (`/api/<resource>/…`) holds; Trash and history name theirs in `:kind`. */
const RESOURCE_KINDS: Record<string, ActivityKind> = {
  properties: 'unit',
  buildings: 'building',
  'contact-submissions': 'inquiry',
  gallery: 'gallery-image',
  drafts: 'draft',
  'site-content': 'site',
  upload: 'upload',
  'publish-status': 'publish',
  trash: 'trash',
  backup: 'backup',
  auth: 'account',
  users: 'user',
  'team-settings': 'team-settings',
  'reply-templates': 'reply-template',
  passkeys: 'passkey',
  'people-data': 'person',
};

const METHOD_VERBS: Record<string, string> = { GET: 'read', POST: 'create', PUT: 'update', DELETE: 'delete' };

/** Where the route's own words (`…/:id/stage` → 'stage') or the method do not say it well. */
const VERBS: Record<string, string> = {
  'GET /api/backup': 'download',
  'POST /api/auth/login': 'sign-in',
  'POST /api/auth/logout': 'sign-out',
  'POST /api/auth/logout-everywhere': 'sign-out-everywhere',
  'POST /api/auth/password': 'change-password',
  'POST /api/passkeys': 'register',
  'DELETE /api/passkeys/:id': 'remove',
  'POST /api/history/:kind/:id/:version/restore': 'restore-version',
  'DELETE /api/trash/:kind/:id': 'delete-forever',
  'DELETE /api/contact-submissions/:id/tour': 'tour-cancel',
  'POST /api/contact-submissions/:id/notes': 'note',
  'POST /api/contact-submissions/:id/replies': 'reply',
  'PUT /api/contact-submissions/:id/replies/:replyId/send': 'reply-send-again',
};

/** The reads worth a line: taking a copy of everything. */
const RECORDED_READS = new Set(['/api/backup']);
/** Writes not worth a line: asking for a passkey challenge changes nothing (the registration that follows has its line). */
const UNRECORDED_WRITES = new Set(['POST /api/passkeys/registration-options']);

/** 'unit.update', 'inquiry.stage', 'building.restore-version', … from the route pattern and method. */
export function describeRequest(method: string, pattern: string, params: Record<string, string>) {
  const [resource = '', ...rest] = pattern.replace(/^\/api\//, '').split('/');
  const words = rest.filter((segment) => !segment.startsWith(':'));
  const recordKind = params['kind'] ?? RESOURCE_KINDS[resource] ?? resource;
  const verb = VERBS[`${method} ${pattern}`] ?? (words.length > 0 ? words.join('-') : (METHOD_VERBS[method] ?? method.toLowerCase()));
  return { action: `${recordKind}.${verb}`, recordKind, recordId: params['id'] ?? null };
}

/** Writes the request's line, if it is one the log keeps. Never throws. */
export async function recordRequest(
  req: Request,
  context: HandlerContext,
  pattern: string,
  params: Record<string, string>,
  status: number,
  audited: boolean,
) {
  const isRecorded =
    ((req.method === 'POST' || req.method === 'PUT' || req.method === 'DELETE') && !UNRECORDED_WRITES.has(`${req.method} ${pattern}`)) ||
    (req.method === 'GET' && RECORDED_READS.has(pattern));
  const session = checkedSession(req);
  if (!isRecorded || !session) return;
  // An erasure writes its own line, with its reference, in its own transaction (src/server/people-data.ts).
  if (pattern === '/api/people-data/erase' && status < 300) return;
  // A change that wrote its own audited line (src/server/audit.ts) is not written twice; a refusal
  // rolled that line back with the change, so it is recorded here.
  if (audited && status < 400) return;
  const { action, recordKind, recordId } = describeRequest(req.method, pattern, params);
  try {
    await recordActivity({
      userId: session.user.id,
      userName: session.user.name,
      action,
      recordKind,
      recordId,
      method: req.method,
      path: new URL(req.url).pathname,
      status,
      addressPrefix: clientAddressPrefix(req, context),
    });
  } catch (error) {
    // The write itself is done and committed: answering 500 now would tell the person it failed
    // and invite a second try. A missing line is the smaller harm; the log says it went missing.
    console.error('Could not record activity', action, error);
  }
}
