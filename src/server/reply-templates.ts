// The team's reply templates (admins write them; src/server/replies.ts fills one in for a reply).
import { getDb, type Database } from '~/db/client';
import { isUniqueViolation } from '~/db/queries/errors';
import {
  deleteReplyTemplate as deleteRow,
  findReplyTemplate,
  insertReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate as updateRow,
} from '~/db/queries/reply-templates';
import type { ReplyTemplate } from '~/db/schema';
import type { ReplyTemplateData } from '~/src/lib/schemas/reply';
import type { Actor } from './actor';
import { recordEvent } from './audit';
import { AppError } from './errors';

export { listReplyTemplates };

const notFound = () => new AppError('not-found', 'Template not found');

/** A name taken already (whatever its case) is a 409 on the name field; the write changed nothing. */
async function uniquelyNamed<T>(data: ReplyTemplateData, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = `A template named "${data.name}" exists already`;
    throw new AppError('conflict', message, { fieldErrors: { name: [message] } });
  }
}

/** The template written and its 'template-edit' line, in one transaction. */
const audited = <T extends { id: number; name: string } | null>(actor: Actor, verb: string, write: (tx: Database) => Promise<T>) =>
  getDb().transaction(async (tx) => {
    const template = await write(tx);
    if (template)
      await recordEvent(
        actor,
        { event: 'template-edit', record: { kind: 'reply-template', id: template.id }, detail: `${verb} "${template.name}"` },
        tx,
      );
    return template;
  });

export const createReplyTemplate = (data: ReplyTemplateData, actor: Actor): Promise<ReplyTemplate> =>
  uniquelyNamed(data, () => audited(actor, 'created', (tx) => insertReplyTemplate(data, tx)));

export async function updateReplyTemplate(id: number, data: ReplyTemplateData, actor: Actor): Promise<ReplyTemplate> {
  const template = await uniquelyNamed(data, () => audited(actor, 'changed', (tx) => updateRow(id, data, tx)));
  if (!template) throw notFound();
  return template;
}

export async function deleteReplyTemplate(id: number, actor: Actor): Promise<void> {
  const deleted = await getDb().transaction(async (tx) => {
    const template = await findReplyTemplate(id, tx);
    if (!template || !(await deleteRow(id, tx))) return false;
    await recordEvent(actor, { event: 'template-edit', record: { kind: 'reply-template', id }, detail: `deleted "${template.name}"` }, tx);
    return true;
  });
  if (!deleted) throw notFound();
}
