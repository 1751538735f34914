import { describe, expect, it } from 'vitest';
import { buildStackingPlan, PLAN_COLUMNS, planStatus, type PlanUnit } from './stacking-plan';

const unit = (id: number, unitNumber: string, squareFootage: number, extra: Partial<PlanUnit> = {}): PlanUnit => ({
  id,
  unitNumber,
  squareFootage,
  status: 'available',
  availableFrom: null,
  floor: null,
  ...extra,
});
const today = '2026-11-27';

describe('buildStackingPlan', () => {
  const units = [
    unit(1, '101', 2000),
    unit(2, '102', 6000, { status: 'leased' }),
    unit(3, '301', 4000, { availableFrom: '2027-03-01' }),
    unit(4, 'G1', 1000, { floor: 'Ground' }),
  ];

  it('puts the floors as rows, top floor first, with the building’s empty floors', () => {
    const plan = buildStackingPlan(units, { today, totalFloors: 3 });
    expect(plan.map((floor) => floor.label)).toEqual(['Floor 3', 'Floor 2', 'Floor 1', 'Ground']);
    expect(plan[1]!.blocks).toEqual([]);
  });

  it('sizes blocks by square feet: the fullest floor fills the row, the rest in proportion', () => {
    const plan = buildStackingPlan(units, { today });
    const first = plan.find((floor) => floor.floor === '1')!;
    expect(first.blocks.map((b) => [b.unit.id, b.share])).toEqual([
      [2, 0.75],
      [1, 0.25],
    ]);
    expect(first.blocks.map((b) => b.span)).toEqual([18, 6]);
    expect(first.blocks.reduce((sum, b) => sum + b.span, 0)).toBe(PLAN_COLUMNS);
    expect(plan.find((floor) => floor.floor === '3')!.blocks[0]!.share).toBe(0.5);
    // Rounded spans of a full floor still add up to one row.
    const full = buildStackingPlan(
      [unit(1, '101', 7200), unit(2, '102', 6400), unit(3, '103', 4800), unit(4, '104', 3900), unit(5, '105', 2800)],
      {
        today,
      },
    )[0]!;
    expect(full.blocks.map((b) => b.span)).toEqual([7, 6, 4, 4, 3]);
    // A tiny unit still gets a block one column wide.
    expect(buildStackingPlan([unit(1, '101', 10), unit(2, '102', 100_000)], { today })[0]!.blocks[1]!.span).toBe(1);
  });

  it('marks each unit available, available from a date, or leased, and totals each floor', () => {
    const plan = buildStackingPlan(units, { today });
    const blocks = plan.flatMap((floor) => floor.blocks);
    expect(blocks.map((b) => [b.unit.id, b.status, b.statusText])).toEqual([
      [3, 'available-from', 'Available from Mar 1, 2027'],
      [2, 'leased', 'Leased'],
      [1, 'available', 'Available'],
      [4, 'available', 'Available'],
    ]);
    const first = plan.find((floor) => floor.floor === '1')!;
    expect([first.availableSqFt, first.leasedSqFt]).toEqual([2000, 6000]);
  });

  it('counts a date that has arrived as available now', () => {
    expect(planStatus({ status: 'available', availableFrom: today }, today)).toBe('available');
    expect(planStatus({ status: 'available', availableFrom: '2026-11-28' }, today)).toBe('available-from');
    expect(planStatus({ status: 'leased', availableFrom: '2026-11-28' }, today)).toBe('leased');
  });

  it('is empty for a building without units or floors', () => {
    expect(buildStackingPlan([], { today })).toEqual([]);
  });
});
