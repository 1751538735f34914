// The leasing pipeline of an inquiry (docs/PRODUCT.md §4): its stage, internal notes, the first
// reply, and the history of all three, each naming the person who did it (their name and account).
import { addNote, changeStage, listEvents, recordReply } from '~/db/queries/lead-pipeline';
import { findInquiry } from '~/db/queries/inquiries';
import type { Inquiry, InquiryEvent } from '~/db/schema';
import type { LeadStageChange } from '~/src/lib/schemas/lead';
import type { Actor } from './actor';
import { AppError } from './errors';

const notFound = () => new AppError('not-found', 'Inquiry not found');

async function reread(id: number): Promise<Inquiry> {
  const inquiry = await findInquiry(id);
  if (!inquiry) throw notFound();
  return inquiry;
}

export async function setLeadStage(id: number, change: LeadStageChange, author: Actor): Promise<Inquiry> {
  if (!(await changeStage(id, change, author))) throw notFound();
  return reread(id);
}

export async function markReplied(id: number, author: Actor): Promise<Inquiry> {
  if (!(await recordReply(id, author))) throw notFound();
  return reread(id);
}

export async function addLeadNote(id: number, note: string, author: Actor): Promise<InquiryEvent> {
  const event = await addNote(id, note, author);
  if (!event) throw notFound();
  return event;
}

export async function listLeadHistory(id: number): Promise<InquiryEvent[]> {
  await reread(id);
  return listEvents(id);
}
