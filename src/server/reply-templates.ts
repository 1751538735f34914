// The team's reply templates (admins write them; src/server/replies.ts fills one in for a reply).
import { isUniqueViolation } from '~/db/queries/errors';
import {
  deleteReplyTemplate as deleteRow,
  insertReplyTemplate,
  listReplyTemplates,
  updateReplyTemplate as updateRow,
} from '~/db/queries/reply-templates';
import type { ReplyTemplate } from '~/db/schema';
import type { ReplyTemplateData } from '~/src/lib/schemas/reply';
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

export const createReplyTemplate = (data: ReplyTemplateData): Promise<ReplyTemplate> =>
  uniquelyNamed(data, () => insertReplyTemplate(data));

export async function updateReplyTemplate(id: number, data: ReplyTemplateData): Promise<ReplyTemplate> {
  const template = await uniquelyNamed(data, () => updateRow(id, data));
  if (!template) throw notFound();
  return template;
}

export async function deleteReplyTemplate(id: number): Promise<void> {
  if (!(await deleteRow(id))) throw notFound();
}
