// Demo history for the seeded site, so the admin's pipeline and Dashboard have something to show:
// twelve weeks of leads in every stage (with their history, first responses and tours), daily
// listing views, and units that came on the market at different times. Deterministic: the same
// seed gives the same history.
import { sql } from 'drizzle-orm';
import { classifyLeadSource, type LeadSourceFields } from '~/src/lib/lead-source';
import { listingLabel } from '~/src/lib/listing';
import { LEAD_STAGES, RESPONDED_STAGES, type LeadStage } from '~/src/lib/schemas/lead';
import { DEFAULT_OFFICE_HOURS } from '~/src/lib/schemas/office-hours';
import { bookableSlots } from '~/src/lib/tour-slots';
import type { Database } from './client';
import { inquiries, inquiryEvents, listingViews, unitStatusChanges, type Unit } from './schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PEOPLE = [
  ['Dana', 'Whitfield', 'Harbor Logistics'],
  ['Marcus', 'Bell', 'Bell Robotics'],
  ['Priya', 'Raman', 'Seaport Bio'],
  ['Tom', 'Okafor', 'Okafor Architects'],
  ['Lena', 'Sullivan', 'Fort Point Foods'],
  ['Ravi', 'Chen', 'Drydock Analytics'],
  ['Grace', 'Murphy', null],
  ['Jonas', 'Keller', 'Keller Freight'],
  ['Ana', 'Souza', 'Souza Design Studio'],
  ['Sam', 'Brennan', null],
] as const;
const MESSAGES = [
  'We are growing and need the space by next quarter. Is parking included?',
  'Could we see this unit next week? We need loading access for a box truck.',
  'Looking for a three-year lease with an option to expand. What are the operating expenses?',
  'Our team of 25 needs open office with two meeting rooms. Is the rate negotiable?',
  'Is the space suitable for light assembly? We would need 208V power.',
];
const LOST_REASONS = ['Chose a space in Kendall Square', 'Budget cut for this year', 'Needed more parking'];
// Where the demo leads came from, in turn: taken by index, so the rest of the history
// (drawn from the random sequence) is the same as before sources were kept.
const FIRST_TOUCHES: LeadSourceFields[] = [
  { utmSource: 'loopnet', utmMedium: 'listing', utmCampaign: 'fall-2026', referrerHost: 'www.loopnet.com' },
  { referrerHost: 'www.google.com' },
  {},
  { utmSource: 'loopnet', utmMedium: 'listing', utmCampaign: 'fall-2026' },
  { utmSource: 'harbor-brokers', utmMedium: 'email', utmCampaign: 'november-availability' },
  { referrerHost: 'www.linkedin.com' },
  { referrerHost: 'www.bing.com' },
  { referrerHost: 'www.bostonrealestatetimes.com' },
];

/** A first touch as the inquiry's columns, classified as a sent one is. */
const firstTouchColumns = (touch: LeadSourceFields) => ({
  utmSource: touch.utmSource ?? null,
  utmMedium: touch.utmMedium ?? null,
  utmCampaign: touch.utmCampaign ?? null,
  referrerHost: touch.referrerHost ?? null,
  leadSource: classifyLeadSource(touch),
});

/** A small deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Where a lead of this age has got to: older leads have moved further. */
function stageFor(ageDays: number, roll: number): LeadStage {
  if (ageDays < 1.5) return roll < 0.7 ? 'new' : 'tour-requested';
  if (ageDays < 7) return (['contacted', 'tour-scheduled', 'new', 'contacted'] as const)[Math.floor(roll * 4)]!;
  return (['contacted', 'tour-scheduled', 'proposal', 'signed', 'lost', 'lost', 'proposal'] as const)[Math.floor(roll * 7)]!;
}

/** The stages a lead passed through on its way to `stage`. */
const pathTo = (stage: LeadStage): LeadStage[] =>
  stage === 'lost'
    ? ['new', 'contacted', 'lost']
    : LEAD_STAGES.slice(0, LEAD_STAGES.indexOf(stage) + 1).filter((s) => s !== 'tour-requested');

export async function seedHistory(tx: Database, seededUnits: Unit[], now = new Date()): Promise<void> {
  const next = random(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const upcoming = bookableSlots(now, DEFAULT_OFFICE_HOURS); // a seeded site has the default hours

  for (let i = 0; i < 64; i++) {
    const ageDays = i < 4 ? i * 0.4 + 0.1 : 1 + next() * 83;
    const createdAt = new Date(now.getTime() - ageDays * DAY);
    const [firstName, lastName, company] = pick(PEOPLE);
    const unit = pick(seededUnits);
    const stage = i === 1 ? 'new' : stageFor(ageDays, next());
    const responded = RESPONDED_STAGES.includes(stage) || stage === 'lost';
    const firstResponseAt = responded ? new Date(createdAt.getTime() + (1 + next() * 30) * HOUR) : null;
    const toured = ['tour-scheduled', 'proposal', 'signed'].includes(stage);
    const tourAt = toured ? (stage === 'tour-scheduled' && ageDays < 7 ? pick(upcoming) : new Date(createdAt.getTime() + 3 * DAY)) : null;
    const [row] = await tx
      .insert(inquiries)
      .values({
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        company,
        ...(next() < 0.85 ? { listing: listingLabel(unit), unitId: unit.id } : {}),
        message: pick(MESSAGES),
        status: ageDays < 2 && stage === 'new' ? 'new' : 'read',
        notifyState: 'sent', // history: its e-mail went out long ago
        notifySentAt: createdAt,
        stage,
        lostReason: stage === 'lost' ? pick(LOST_REASONS) : null,
        firstResponseAt,
        tourSlots: stage === 'tour-requested' ? upcoming.slice(4, 7).map((slot) => slot.toISOString()) : [],
        tourStatus: tourAt ? 'confirmed' : stage === 'tour-requested' ? 'requested' : null,
        tourAt,
        ...firstTouchColumns(FIRST_TOUCHES[i % FIRST_TOUCHES.length]!),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: inquiries.id });
    const stages = pathTo(stage);
    const events = stages.slice(1).map((to, step) => ({
      inquiryId: row!.id,
      kind: 'stage' as const,
      fromStage: stages[step]!,
      toStage: to,
      note: to === 'lost' ? pick(LOST_REASONS) : null,
      author: 'admin',
      createdAt: new Date((firstResponseAt ?? createdAt).getTime() + step * 2 * DAY),
    }));
    if (events.length > 0) await tx.insert(inquiryEvents).values(events);
  }

  // Views: a few a day per listing for twelve weeks, more for the larger spaces.
  const days = Array.from({ length: 84 }, (_, i) => new Date(now.getTime() - i * DAY).toISOString().slice(0, 10));
  await tx
    .insert(listingViews)
    .values(
      seededUnits.flatMap((unit) =>
        days.map((day) => ({ unitId: unit.id, day, views: Math.floor(next() * (3 + unit.squareFootage / 1000)) })),
      ),
    );

  // On the market since different days: the trigger recorded "now"; spread the history back.
  for (const unit of seededUnits) {
    const since = new Date(now.getTime() - Math.floor(5 + next() * 150) * DAY);
    await tx.execute(sql`update ${unitStatusChanges} set changed_at = ${since} where unit_id = ${unit.id}`);
  }
}
