// What the admin's Dashboard shows (GET /api/dashboard): the last 12 weeks of leads, how each unit
// does, vacancy by building, days on market and how fast leads are answered.
import { z } from 'zod';
import { LEAD_SOURCES } from '../lead-source';
import { LEAD_STAGES } from './lead';

export const DASHBOARD_WEEKS = 12;
/** Lead sources are counted by month: the current one and the eleven before it. */
export const DASHBOARD_MONTHS = 12;
/** A channel (src/lib/lead-source.ts); 'not-recorded' for leads from before sources were kept, 'no-lead' for a unit leased without a Signed lead naming it. */
export const DASHBOARD_SOURCES = [...LEAD_SOURCES, 'not-recorded', 'no-lead'] as const;
export type DashboardSource = (typeof DASHBOARD_SOURCES)[number];

const week = z.string(); // the Monday that starts it, in Boston: '2026-11-16'

export const DashboardSchema = z.object({
  // The flagged inquiries in Spam now (not in the Trash), waiting for a look.
  spamCount: z.number(),
  weeks: z.array(z.object({ week, counts: z.record(z.enum(LEAD_STAGES), z.number()) })),
  responseTimes: z.array(z.object({ week, medianHours: z.number().nullable(), answered: z.number() })),
  units: z.array(z.object({ unitId: z.number(), label: z.string(), views: z.number(), leads: z.number(), tours: z.number() })),
  vacancy: z.array(z.object({ buildingId: z.number(), name: z.string(), availableSquareFeet: z.number(), leasedSquareFeet: z.number() })),
  daysOnMarket: z.array(z.object({ unitId: z.number(), label: z.string(), days: z.number() })),
  // Per month and channel: leads that arrived, confirmed tours, units leased, availability alerts
  // confirmed (alert sign-ups); only non-zero rows.
  sources: z.array(
    z.object({
      month: z.string(), // '2026-11', in Boston
      source: z.enum(DASHBOARD_SOURCES),
      leads: z.number(),
      tours: z.number(),
      leasedUnits: z.number(),
      alerts: z.number(),
    }),
  ),
  months: z.array(z.string()),
  // Per assignee (userId null: the unassigned leads): open leads, overdue ones, median first response.
  people: z.array(
    z.object({
      userId: z.number().nullable(),
      name: z.string(),
      openLeads: z.number(),
      overdue: z.number(),
      medianHours: z.number().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
