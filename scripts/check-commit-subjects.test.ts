// The commit-message rule of docs/CODE_STYLE.md, on messages made up for the purpose.
import { expect, it } from 'vitest';
import { MAX_SUBJECT, subjectProblems } from './check-commit-subjects';

const hash = 'abcdef0123456789';

it('passes a short subject alone or with a body after a blank line', () => {
  expect(subjectProblems({ hash, message: 'Replies: one claim query for both outboxes\n' })).toEqual([]);
  expect(subjectProblems({ hash, message: `${'x'.repeat(MAX_SUBJECT)}\n\nWhy it changed.\n` })).toEqual([]);
});

it('fails a subject over 72 characters, an empty one, and a body with no blank line', () => {
  expect(subjectProblems({ hash, message: `${'x'.repeat(MAX_SUBJECT + 1)}\n` })).toEqual([
    `abcdef0: subject is 73 characters (at most 72): ${'x'.repeat(60)}…`,
  ]);
  expect(subjectProblems({ hash, message: '\n' })).toEqual(['abcdef0: empty subject']);
  expect(subjectProblems({ hash, message: 'Subject\nbody at once\n' })).toEqual([
    'abcdef0: no blank line between the subject and the body',
  ]);
});
