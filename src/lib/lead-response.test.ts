import { describe, expect, it } from 'vitest';
import type { InquiryJson } from './api/types';
import { formatAge, isOverdue, responseDueAt } from './lead-response';

// Boston is UTC-5 in winter: 14:00Z is 9:00 there.
const lead = (createdAt: string, change: Partial<InquiryJson> = {}) =>
  ({ createdAt, stage: 'new', firstResponseAt: null, isSpam: false, ...change }) as InquiryJson;
const at = (iso: string) => new Date(iso).getTime();

describe('responseDueAt', () => {
  it('is 24 hours later on weekdays', () => {
    // Tuesday 9:00 in Boston → Wednesday 9:00.
    expect(responseDueAt(new Date('2026-11-17T14:00:00Z')).toISOString()).toBe('2026-11-18T14:00:00.000Z');
  });

  it('skips the weekend in Boston, not in UTC', () => {
    // Friday 21:30 in Boston (Saturday 02:30 UTC): 2.5 h of Friday, then Monday 00:00–21:30.
    expect(responseDueAt(new Date('2026-11-21T02:30:00Z')).toISOString()).toBe('2026-11-24T02:30:00.000Z');
    // Saturday noon → Monday's 24 hours, due Tuesday 0:00.
    expect(responseDueAt(new Date('2026-11-21T17:00:00Z')).toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });
});

describe('isOverdue', () => {
  const tuesday = '2026-11-17T14:00:00Z';
  it('flags an unanswered lead once its day has passed', () => {
    expect(isOverdue(lead(tuesday), at('2026-11-18T13:59:00Z'))).toBe(false);
    expect(isOverdue(lead(tuesday), at('2026-11-18T14:00:00Z'))).toBe(true);
  });

  it('never flags an answered, closed or flagged lead', () => {
    const later = at('2026-12-01T00:00:00Z');
    expect(isOverdue(lead(tuesday, { firstResponseAt: '2026-11-17T15:00:00Z', stage: 'contacted' }), later)).toBe(false);
    expect(isOverdue(lead(tuesday, { stage: 'lost' }), later)).toBe(false);
    expect(isOverdue(lead(tuesday, { stage: 'signed' }), later)).toBe(false);
    expect(isOverdue(lead(tuesday, { isSpam: true }), later)).toBe(false);
  });
});

describe('formatAge', () => {
  it('reads in minutes, hours, then days', () => {
    expect(formatAge('2026-11-17T14:00:00Z', at('2026-11-17T14:45:00Z'))).toBe('45 min');
    expect(formatAge('2026-11-17T14:00:00Z', at('2026-11-18T19:00:00Z'))).toBe('29 h');
    expect(formatAge('2026-11-17T14:00:00Z', at('2026-11-20T15:00:00Z'))).toBe('3 d');
  });
});
