import { describe, expect, it } from 'vitest';
import { similarUnits } from './similar-units';

const unit = (id: number, type: string, buildingId: number, status = 'available') => ({ id, type, buildingId, status });

describe('similarUnits', () => {
  it('lists available units of the same type or building, both first, never the unit itself', () => {
    const leased = unit(1, 'office', 1, 'leased');
    const units = [
      leased,
      unit(2, 'warehouse', 2),
      unit(3, 'office', 2),
      unit(4, 'warehouse', 1),
      unit(5, 'office', 1),
      unit(6, 'office', 1, 'leased'),
    ];
    expect(similarUnits(leased, units).map((u) => u.id)).toEqual([5, 3, 4]);
  });

  it('keeps to the limit', () => {
    const units = [2, 3, 4, 5, 6].map((id) => unit(id, 'office', 1));
    expect(similarUnits(unit(1, 'office', 1, 'leased'), units, 2).map((u) => u.id)).toEqual([2, 3]);
  });
});
