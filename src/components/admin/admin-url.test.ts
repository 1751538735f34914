import { describe, expect, it } from 'vitest';
import { adminSearch, adminUnitHref, HOME, parseAdminSearch } from './admin-url';

describe('the admin address', () => {
  it('round-trips a tab, the Inquiries view and filters, and the open inquiry', () => {
    const location = {
      ...HOME,
      tab: 'inquiries' as const,
      stage: 'contacted' as const,
      show: 'new' as const,
      overdue: true,
      owner: 'mine' as const,
      source: 'loopnet' as const,
      inquiry: 123,
    };
    expect(adminSearch(location)).toBe('?tab=inquiries&stage=contacted&show=new&overdue=1&owner=mine&source=loopnet&inquiry=123');
    expect(parseAdminSearch('?tab=inquiries&owner=unassigned').owner).toBe('unassigned');
    expect(parseAdminSearch(adminSearch(location))).toEqual(location);
    expect(adminSearch({ ...HOME, tab: 'inquiries', view: 'spam', inquiry: 9 })).toBe('?tab=inquiries&view=spam&inquiry=9');
  });

  it('keeps only what belongs to the tab, and the Dashboard has a bare address', () => {
    expect(adminSearch(HOME)).toBe('');
    expect(parseAdminSearch('?tab=gallery&inquiry=5&unit=3')).toEqual({ ...HOME, tab: 'gallery' });
    expect(parseAdminSearch('?tab=units&unit=3&inquiry=5')).toEqual({ ...HOME, tab: 'units', unit: 3 });
    expect(adminUnitHref(7)).toBe('/admin?tab=units&unit=7');
  });

  it('ignores what it does not know instead of failing', () => {
    expect(parseAdminSearch('?tab=nope')).toEqual(HOME);
    expect(parseAdminSearch('?tab=inquiries&view=x&stage=y&show=z&inquiry=0&overdue=yes&owner=me&source=tv')).toEqual({
      ...HOME,
      tab: 'inquiries',
    });
    expect(parseAdminSearch('?tab=inquiries&inquiry=1e3').inquiry).toBeNull();
    expect(parseAdminSearch('?tab=inquiries&inquiry=99999999999').inquiry).toBeNull();
  });
});
