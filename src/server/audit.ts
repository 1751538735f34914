// The audited changes (src/lib/schemas/activity.ts AUDIT_EVENTS): one line each in the activity
// log, written by the domain code in the transaction of the change itself, so a change and its
// line are committed together or not at all. The HTTP side (functions/_shared/routes.ts) opens a
// request scope with the method, path and address; a request whose change wrote its line gets no
// second, plain request line (functions/_shared/activity.ts). Work no request started (the
// scheduled publishing, `npm run restore`) writes with no scope: method 'JOB', no address.
import { AsyncLocalStorage } from 'node:async_hooks';
import { getDb, type Database } from '~/db/client';
import { insertActivity } from '~/db/queries/activity-log';
import type { AuditEvent } from '~/src/lib/schemas/activity';
import type { Actor } from './actor';

interface RequestScope {
  method: string;
  path: string;
  addressPrefix: string | null;
  /** Set once the request's change wrote its audited line. */
  audited: boolean;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (a request's handler) with its method, path and address at hand for recordEvent. */
export const inRequestScope = <T>(scope: Omit<RequestScope, 'audited'>, work: () => Promise<T>): Promise<T> =>
  requestScope.run({ ...scope, audited: false }, work);

/** Whether the current request's change wrote its audited line. */
export const isAudited = () => requestScope.getStore()?.audited ?? false;

export interface AuditLine {
  event: AuditEvent;
  /** The kind of record (unit, user, reply-template, …) and its id, when the change names one. */
  record?: { kind: string; id: number | string | null };
  /** Words the line adds: 'agent → admin', the user name a failed sign-in tried. */
  detail?: string | null;
  /** The answer's status when it is not a success (a failed sign-in: 401). */
  status?: number;
  /** The action as the plain request lines name theirs, where `<kind>.<event>` would not ('backup.download'). */
  action?: string;
}

/** Writes an audited line naming `actor`, on `db`: the transaction of the change (alone only where nothing in the database changes). */
export async function recordEvent(actor: Actor, line: AuditLine, db: Database = getDb()): Promise<void> {
  const scope = requestScope.getStore();
  const recordKind = line.record?.kind ?? null;
  await insertActivity(
    {
      userId: actor.userId,
      userName: actor.name,
      action: line.action ?? `${recordKind ?? 'site'}.${line.event}`,
      recordKind,
      recordId: line.record?.id === null || line.record?.id === undefined ? null : String(line.record.id),
      method: scope?.method ?? 'JOB',
      path: scope?.path ?? '',
      status: line.status ?? 200,
      addressPrefix: scope?.addressPrefix ?? null,
      event: line.event,
      detail: line.detail ?? null,
    },
    db,
  );
  if (scope) scope.audited = true;
}
