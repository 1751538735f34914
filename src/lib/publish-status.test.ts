import { describe, expect, it } from 'vitest';
import { elapsedText, isLiveThrough, publishStatusText } from './publish-status';
import type { PublishStatus } from './schemas/publish-status';

const status = (over: Partial<PublishStatus>): PublishStatus => ({
  state: 'publishing',
  pendingChanges: 1,
  since: '2026-11-25T10:00:00.000Z',
  lastPublishedAt: '2026-11-25T09:00:00.000Z',
  lastChangeAt: '2026-11-25T10:00:05.000Z',
  publishedThrough: '2026-11-25T09:00:00.000Z',
  ...over,
});

describe('the publish status as the admin reads it', () => {
  it('says how many changes are waiting, or that all are live, or that publishing failed', () => {
    expect(publishStatusText(status({ pendingChanges: 1 }))).toBe('Publishing 1 change…');
    expect(publishStatusText(status({ pendingChanges: 3 }))).toBe('Publishing 3 changes…');
    expect(publishStatusText(status({ state: 'live', pendingChanges: 0 }))).toBe('All changes live');
    expect(publishStatusText(status({ state: 'failed' }))).toBe('Publishing failed');
  });

  it('tells how long in seconds, minutes, hours', () => {
    expect(elapsedText(-5)).toBe('0 s');
    expect(elapsedText(12_400)).toBe('12 s');
    expect(elapsedText(3 * 60_000 + 5000)).toBe('3 min');
    expect(elapsedText(125 * 60_000)).toBe('2 h 5 min');
  });

  it('knows a change is live once a build that started after it went live', () => {
    const stamp = '2026-11-25T10:00:05.000Z';
    expect(isLiveThrough(status({}), stamp)).toBe(false);
    expect(isLiveThrough(status({ publishedThrough: '2026-11-25T10:00:05.000Z' }), stamp)).toBe(true);
    expect(isLiveThrough(status({ state: 'failed', publishedThrough: '2026-11-25T10:00:06.000Z' }), stamp)).toBe(true);
    expect(isLiveThrough(status({ state: 'live', pendingChanges: 0 }), stamp)).toBe(true);
    expect(isLiveThrough(status({}), null)).toBe(true);
  });
});
