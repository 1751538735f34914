// Who works a lead (decision 042): any staff member assigns an inquiry to an active
// colleague or to no one; with the team's round-robin on, new leads go to the active agents in turn.
import {
  assignInquiry,
  assignRoundRobin,
  listAssignees,
  readTeamSettings,
  writeTeamSettings,
  type TeamSettingsChange,
} from '~/db/queries/lead-assignment';
import { findInquiry } from '~/db/queries/inquiries';
import type { Inquiry } from '~/db/schema';
import type { Actor } from './actor';
import { AppError } from './errors';

export const NOT_ASSIGNABLE = 'That person cannot be given leads: choose an active member of the team';

/** Assigns the lead to `userId` (an active staff member) or to no one (null); answers the inquiry. */
export async function assignLead(id: number, userId: number | null, actor: Actor): Promise<Inquiry> {
  const changed = await assignInquiry(id, userId, actor);
  const inquiry = await findInquiry(id);
  if (!inquiry) throw new AppError('not-found', 'Inquiry not found');
  if (!changed) throw new AppError('invalid', NOT_ASSIGNABLE, { fieldErrors: { userId: [NOT_ASSIGNABLE] } });
  return inquiry;
}

/**
 * The round-robin for a lead just stored (or released from Spam). Never throws: a lead it cannot
 * assign stays unassigned (and is logged), it is never lost or refused for that.
 */
export async function autoAssignLead(id: number): Promise<void> {
  try {
    await assignRoundRobin(id);
  } catch (error) {
    console.error(`Inquiry #${id} could not be assigned round-robin; it stays unassigned:`, error);
  }
}

/** The team's settings, and who can be given leads (the assignee select of every signed-in person). */
export async function getTeamSettings() {
  return { ...(await readTeamSettings()), assignees: await listAssignees() };
}

export async function updateTeamSettings(settings: TeamSettingsChange) {
  return { ...(await writeTeamSettings(settings)), assignees: await listAssignees() };
}
