import { describe, expect, it } from 'vitest';
import { readStaffLink } from './staff-link';

describe('readStaffLink', () => {
  it('reads an invitation or a reset link from the fragment', () => {
    expect(readStaffLink('#invite=abc_DEF-123')).toEqual({ kind: 'invite', token: 'abc_DEF-123' });
    expect(readStaffLink('#reset=xyz')).toEqual({ kind: 'reset', token: 'xyz' });
  });

  it('ignores anything else', () => {
    for (const hash of ['', '#', '#invite=', '#other=abc', '#invite=a b', '#reset=abc&x=1', `#invite=${'a'.repeat(201)}`]) {
      expect(readStaffLink(hash)).toBeNull();
    }
  });
});
