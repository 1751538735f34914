import { describe, expect, it } from 'vitest';
import { describeRequest } from './activity';

describe('the activity line of a route', () => {
  it('names the action from the route and method, and the record from its params', () => {
    const cases: [method: string, pattern: string, params: Record<string, string>, expected: ReturnType<typeof describeRequest>][] = [
      ['POST', '/api/properties', {}, { action: 'unit.create', recordKind: 'unit', recordId: null }],
      ['PUT', '/api/properties/:id', { id: '7' }, { action: 'unit.update', recordKind: 'unit', recordId: '7' }],
      ['DELETE', '/api/buildings/:id', { id: '2' }, { action: 'building.delete', recordKind: 'building', recordId: '2' }],
      ['PUT', '/api/contact-submissions/:id/stage', { id: '9' }, { action: 'inquiry.stage', recordKind: 'inquiry', recordId: '9' }],
      ['POST', '/api/contact-submissions/:id/notes', { id: '9' }, { action: 'inquiry.note', recordKind: 'inquiry', recordId: '9' }],
      [
        'POST',
        '/api/contact-submissions/:id/tour/invite',
        { id: '9' },
        { action: 'inquiry.tour-invite', recordKind: 'inquiry', recordId: '9' },
      ],
      ['POST', '/api/drafts/:id/publish', { id: '4' }, { action: 'draft.publish', recordKind: 'draft', recordId: '4' }],
      [
        'POST',
        '/api/history/:kind/:id/:version/restore',
        { kind: 'building', id: '3', version: '2' },
        { action: 'building.restore-version', recordKind: 'building', recordId: '3' },
      ],
      ['POST', '/api/trash/:kind/:id/restore', { kind: 'unit', id: '5' }, { action: 'unit.restore', recordKind: 'unit', recordId: '5' }],
      ['DELETE', '/api/trash/:kind/:id', { kind: 'unit', id: '5' }, { action: 'unit.delete-forever', recordKind: 'unit', recordId: '5' }],
      ['GET', '/api/backup', {}, { action: 'backup.download', recordKind: 'backup', recordId: null }],
      ['POST', '/api/auth/login', {}, { action: 'account.sign-in', recordKind: 'account', recordId: null }],
      ['PUT', '/api/site-content', {}, { action: 'site.update', recordKind: 'site', recordId: null }],
    ];
    for (const [method, pattern, params, expected] of cases) expect(describeRequest(method, pattern, params)).toEqual(expected);
  });
});
