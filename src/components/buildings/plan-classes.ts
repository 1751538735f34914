// How a stacking plan's blocks look, shared by the building page (StackingPlan.astro) and the
// admin's occupancy view (OccupancyPlan.tsx). Classes, not inline styles: the public pages' CSP
// allows none. Each class is written out whole so Tailwind finds it in the source.
import type { PlanStatus } from '~/src/lib/stacking-plan';

/** A block `span` twenty-fourths wide (PLAN_COLUMNS) is WIDTH_CLASSES[span - 1]. */
const WIDTH_CLASSES = [
  'basis-1/24',
  'basis-2/24',
  'basis-3/24',
  'basis-4/24',
  'basis-5/24',
  'basis-6/24',
  'basis-7/24',
  'basis-8/24',
  'basis-9/24',
  'basis-10/24',
  'basis-11/24',
  'basis-12/24',
  'basis-13/24',
  'basis-14/24',
  'basis-15/24',
  'basis-16/24',
  'basis-17/24',
  'basis-18/24',
  'basis-19/24',
  'basis-20/24',
  'basis-21/24',
  'basis-22/24',
  'basis-23/24',
  'basis-full',
];

/** The list item around a block: its width, never narrower than its longest word ("Available") needs. */
export const blockWidthClass = (span: number) => `${WIDTH_CLASSES[span - 1] ?? 'basis-full'} min-w-24 shrink-0 grow-0 p-0.5`;

/** Solid for available, dashed for a later date, hatched for leased: the words say it too. */
export const STATUS_CLASSES: Record<PlanStatus, string> = {
  available: 'border-solid border-emerald-700 bg-emerald-50 text-emerald-950',
  'available-from': 'border-dashed border-amber-700 bg-amber-50 text-amber-950',
  leased: 'border-solid border-slate-400 bg-[repeating-linear-gradient(135deg,#e2e8f0_0_6px,#f8fafc_6px_12px)] text-slate-800',
};

/** The block itself (a link, a button or a box). */
export const blockClass = (status: PlanStatus) =>
  `plan-block block h-full w-full rounded border-2 px-2 py-1 text-left text-[0.8125rem] leading-5 [overflow-wrap:anywhere] ${STATUS_CLASSES[status]}`;

/** The legend's swatch for a status. */
export const swatchClass = (status: PlanStatus) => `inline-block h-5 w-7 rounded border-2 ${STATUS_CLASSES[status]}`;

/** What the legend adds to each status's words. */
export const LEGEND_NOTES: Record<PlanStatus, string> = {
  available: 'solid outline',
  'available-from': 'dashed outline, date on the block',
  leased: 'hatched',
};
