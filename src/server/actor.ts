// Who made a change: the signed-in staff member, recorded with every revision and draft.
import type { AdminSession } from './sessions';

export interface Actor {
  /** The admin_users row; null for work no person started (the scheduled publishing). */
  userId: number | null;
  /** The name shown in history lines: the user's name at the time of the change. */
  name: string;
}

export const actorOf = (session: AdminSession): Actor => ({ userId: session.user.id, name: session.user.name });

/** The scheduled publishing, when it makes a draft live at its time. */
export const SCHEDULER: Actor = { userId: null, name: 'Scheduled publishing' };
