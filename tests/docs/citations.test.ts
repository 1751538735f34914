// Docs that stay true: every "docs/PRODUCT.md §n" a comment or document cites exists, nothing
// points at a SPEC the repository does not hold (docs/PRODUCT.md is the product's description), and
// no code cites the tracker: a comment says why, or names the decision record that does; which
// ticket asked for a line is in its commit, not in the code.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const PRODUCT = 'docs/PRODUCT.md';
const SELF = 'tests/docs/citations.test.ts';
const trackedFiles = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.astro', '*.js', '*.mjs', '*.sql', '*.md'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && file !== PRODUCT && file !== SELF && !file.includes('node_modules/'))
  // A file deleted in the work tree but still in the index is gone.
  .filter((file) => existsSync(file));

/** The sections PRODUCT.md has: its "## §n ..." headings. */
function productSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^## §(\S+)/gm)].map((match) => match[1] ?? ''));
}

/** "file:line: §4a" for every § a line cites that is not a PRODUCT.md section (RFC sections aside). */
function missingCitations(file: string, text: string, sections: Set<string>): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.replace(/RFC\s*\d+\s*§[\d.]+/g, '').matchAll(/§\s?(\d+[a-z]?)/g)]
        .filter((match) => !sections.has(match[1] ?? ''))
        .map((match) => `${file}:${index + 1}: §${match[1]}`),
    );
}

/** "file:line: ..." for every mention of a SPEC (the word, or SPEC.md). */
function specMentions(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (/\bSPEC\b/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

/** The folders whose comments and test names must not cite a tracker ticket by number (and the root's config files). */
const CODE_ROOTS = ['src/', 'functions/', 'db/', 'scripts/', 'tests/'];
const TICKET = /\bissues?\s+#?\d+|\(#\d+\)/i;

/** "file:line: ..." for every line that cites an issue by number ("issue 19", "Issue #20", "(#35)"). */
function ticketCitations(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (TICKET.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

const sections = productSections(readFileSync(PRODUCT, 'utf8'));

describe('citations of docs/PRODUCT.md', () => {
  it('reads the sections from its headings', () => {
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('finds a missing section and a SPEC mention in a comment', () => {
    const comment = '// Tours (docs/PRODUCT.md §4a): beside the SPEC, see §4, §10 and RFC 5545 §3.8.7.2.';
    expect(missingCitations('x.ts', comment, sections)).toEqual(['x.ts:1: §4a', 'x.ts:1: §10']);
    expect(specMentions('x.ts', comment)).toEqual([`x.ts:1: ${comment}`]);
    expect(specMentions('x.ts', '// the spec of RFC 5545; specifiers')).toEqual([]);
  });

  it('every section cited in the code and docs exists', () => {
    const missing = trackedFiles.flatMap((file) => missingCitations(file, readFileSync(file, 'utf8'), sections));
    expect(missing).toEqual([]);
  });

  it('finds a ticket number, not the word "issue" on its own', () => {
    const cited = ['// Drafts (issue 19, decision 030).', "it('keeps the hours of Issue #34')", '// Fixed upstream (#35).'];
    expect(cited.flatMap((line) => ticketCitations('x.ts', line))).toHaveLength(3);
    expect(ticketCitations('x.ts', 'for (const issue of result.error.issues) found[issue.path[0]] = 1;')).toEqual([]);
  });

  it('no comment or test name in the code cites an issue by number', () => {
    // A released migration is never edited (db/migration-rules.test.ts): its comments stay as released.
    const code = trackedFiles.filter(
      (file) =>
        !file.endsWith('.md') &&
        !file.startsWith('db/migrations/') &&
        (!file.includes('/') || CODE_ROOTS.some((root) => file.startsWith(root))),
    );
    expect(code.length).toBeGreaterThan(300);
    expect(code.flatMap((file) => ticketCitations(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('nor does a document of ours (the upstream bug reports cite upstream trackers)', () => {
    const documents = trackedFiles.filter((file) => file.endsWith('.md') && !file.startsWith('docs/upstream/'));
    expect(documents).toContain('README.md');
    expect(documents.flatMap((file) => ticketCitations(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('nothing cites a SPEC outside the repository', () => {
    expect(trackedFiles.flatMap((file) => specMentions(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
