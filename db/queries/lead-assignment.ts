// Who works a lead (decision 042): an inquiry's assignee, set by a person or round-robin
// among the active agents, and the team setting that turns the round-robin on. Each write is one
// statement that also records the change in the lead's history (db/queries/lead-pipeline.ts).
import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LEAD_RETENTION_MONTHS } from '~/src/lib/schemas/people-data';
import { getDb, type Database } from '../client';
import { adminUsers, teamSettings } from '../schema';
import { changeWithHistory } from './lead-pipeline';
import type { RevisionActor as Actor } from './revisions';

/** A person's name as history shows it: the username until they set one. */
const shownName = sql`coalesce(u.name, u.username)`;

/**
 * Assigns a live inquiry to the active staff member `userId`, or unassigns it (null). Answers
 * false when there is no such live inquiry or no such active person. A history line names who
 * assigned whom, when the assignee changed.
 */
export async function assignInquiry(id: number, userId: number | null, author: Actor, db: Database = getDb()): Promise<boolean> {
  return changeWithHistory(
    db,
    sql`
    with target as (
      select u.id, ${shownName} as name from admin_users u where u.id = ${userId}::integer and u.active
    ), previous as (
      select i.id, i.assigned_user_id, ${shownName} as previous_name
      from inquiries i left join admin_users u on u.id = i.assigned_user_id
      where i.id = ${id} and i.deleted_at is null for update of i
    ), changed as (
      update inquiries i set
        assigned_user_id = (select id from target),
        assigned_at = case when i.assigned_user_id is not distinct from (select id from target) then i.assigned_at
                           when ${userId}::integer is null then null else now() end,
        updated_at = now()
      from previous
      where i.id = previous.id and (${userId}::integer is null or exists (select 1 from target))
      returning i.id, null::text as from_stage, null::text as to_stage,
        previous.assigned_user_id as from_user, i.assigned_user_id as to_user, previous.previous_name
    )`,
    {
      kind: 'assign',
      author,
      note: sql`case when to_user is null then 'Unassigned (was ' || previous_name || ')'
                     else 'Assigned to ' || (select name from target) end`,
      when: sql`from_user is distinct from to_user`,
    },
  );
}

/** The round-robin's line in a lead's history. */
export const ROUND_ROBIN: Actor = { userId: null, name: 'Round-robin' };

/**
 * Round-robin: when the team has it on and the inquiry is live, in the inbox and unassigned, takes
 * the next turn (one atomic increment of `assign_turn`) and assigns the active agent at that turn
 * modulo their number, ordered by id. Concurrent calls queue on the settings row and get
 * consecutive turns, so leads spread evenly. Answers false when nothing was assigned (off, no
 * agents, spam, or assigned already).
 */
export async function assignRoundRobin(id: number, db: Database = getDb()): Promise<boolean> {
  return changeWithHistory(
    db,
    sql`
    with agents as (
      select u.id, ${shownName} as name, row_number() over (order by u.id) - 1 as position, count(*) over () as total
      from admin_users u where u.role = 'agent' and u.active
    ), eligible as (
      select i.id from inquiries i
      where i.id = ${id} and i.deleted_at is null and not i.is_spam and i.assigned_user_id is null
    ), turn as (
      update team_settings set assign_turn = assign_turn + 1, updated_at = now()
      where id = 1 and auto_assign and exists (select 1 from agents) and exists (select 1 from eligible)
      returning assign_turn - 1 as taken
    ), picked as (
      select a.id as user_id, a.name from agents a, turn where a.position = turn.taken % a.total
    ), changed as (
      update inquiries i set assigned_user_id = picked.user_id, assigned_at = now(), updated_at = now()
      from picked
      where i.id = ${id} and i.assigned_user_id is null
      returning i.id, null::text as from_stage, null::text as to_stage, picked.name
    )`,
    { kind: 'assign', author: ROUND_ROBIN, note: sql`'Assigned to ' || name` },
  );
}

/** The e-mail address of the active person a lead is assigned to, or null. */
export async function findAssigneeEmail(userId: number, db: Database = getDb()): Promise<string | null> {
  const [user] = await db.select({ email: adminUsers.email, active: adminUsers.active }).from(adminUsers).where(eq(adminUsers.id, userId));
  return user?.active ? user.email : null;
}

export interface TeamSettingsRow {
  autoAssign: boolean;
  /** Admins must sign in with a passkey (decision 080). */
  requirePasskeysForAdmins: boolean;
  leadRetentionMonths: number;
}

/** The settings a PUT sends: any of them; one left out keeps its value. */
export type TeamSettingsChange = { [K in keyof TeamSettingsRow]?: TeamSettingsRow[K] | undefined };

const settingsColumns = {
  autoAssign: teamSettings.autoAssign,
  requirePasskeysForAdmins: teamSettings.requirePasskeysForAdmins,
  leadRetentionMonths: teamSettings.leadRetentionMonths,
};

export async function readTeamSettings(db: Database = getDb()): Promise<TeamSettingsRow> {
  const [row] = await db.select(settingsColumns).from(teamSettings).where(eq(teamSettings.id, 1));
  return row ?? { autoAssign: false, requirePasskeysForAdmins: false, leadRetentionMonths: DEFAULT_LEAD_RETENTION_MONTHS };
}

/** One upsert of the settings sent (the others stay): the row exists from the migration, but a restored backup could lack it. */
export async function writeTeamSettings(settings: TeamSettingsChange, db: Database = getDb()): Promise<TeamSettingsRow> {
  const [row] = await db
    .insert(teamSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: teamSettings.id, set: { ...settings, updatedAt: new Date() } })
    .returning(settingsColumns);
  return row!;
}

/** Who can be given leads: the active staff, by name. */
export function listAssignees(db: Database = getDb()): Promise<{ id: number; name: string; role: 'admin' | 'agent' }[]> {
  const name = sql<string>`coalesce(${adminUsers.name}, ${adminUsers.username})`;
  return db
    .select({ id: adminUsers.id, name, role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.active, true))
    .orderBy(asc(sql`lower(${name})`), asc(adminUsers.id));
}
