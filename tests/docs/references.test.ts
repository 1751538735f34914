// Docs that cannot drift: every repository path and every decision that a document
// (README.md, docs/**) or a code comment cites exists, and a decision that a later one reverses
// says so in its Status line ("Superseded by NNN").
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SELF = 'tests/docs/references.test.ts';
const DECISIONS = 'docs/decisions';
/** The folders a cited path starts with; anything else (a URL's path, dist/, node_modules/) is not ours to check. */
const ROOTS = ['src', 'functions', 'db', 'scripts', 'tests', 'docs', 'public', '.ci'];
const CODE = /\.(ts|tsx|js|mjs|astro|sql)$/;

const trackedFiles = execFileSync(
  'git',
  [
    'ls-files',
    '-co',
    '--exclude-standard',
    'README.md',
    'docs/*.md',
    'src',
    'functions',
    'db',
    'scripts',
    'tests',
    '*.ts',
    '*.mjs',
    '*.js',
  ],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && file !== SELF && !file.includes('node_modules/') && (file.endsWith('.md') || CODE.test(file)))
  // A file deleted in the work tree but still in the index is gone.
  .filter((file) => existsSync(file));

interface Passage {
  line: number;
  text: string;
}

/**
 * The comments of a source file (line and block comments, HTML's and SQL's), each with the line it
 * starts on. One pattern read left to right, so a comment's own text never starts another; a
 * `//` or `/*` inside a URL ("https://…") or a glob ("tests/api/*") starts none.
 */
export function commentsOf(file: string, source: string): Passage[] {
  const sqlLine = file.endsWith('.sql') ? String.raw`|--[^\n]*` : '';
  const comment = new RegExp(String.raw`(?<![\w:'"\`\\*/.])\/\/[^\n]*|(?<![\w'"\`*/.])\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->` + sqlLine, 'g');
  return [...source.matchAll(comment)].map((match) => ({ line: source.slice(0, match.index).split('\n').length, text: match[0] }));
}

/** What a file says in words: a document whole, a source file's comments. */
function passagesOf(file: string, text: string): Passage[] {
  return file.endsWith('.md') ? [{ line: 1, text }] : commentsOf(file, text);
}

const PATH = new RegExp(`(?<![\\w./~@-])(?:${ROOTS.map((root) => root.replace('.', '\\.')).join('|')})/[\\w@+.[\\]*/-]*`, 'g');
/** "docs/decisions/036" cites decision 036 (checked as a decision), not a file of that name. */
const DECISION_BY_NUMBER = /^docs\/decisions\/\d{3}$/;

/** The repository paths a passage cites ("src/lib/x.ts", "docs/decisions/", "tests/api/*"), with their line. */
export function citedPaths({ line, text }: Passage): { line: number; path: string }[] {
  return text.split('\n').flatMap((row, offset) =>
    [...row.matchAll(PATH)]
      // A sentence's full stop, a list's comma or a Markdown link's bracket is not part of the path.
      .map((match) => match[0].replace(/[.,]+$/, '').replace(/^([^[]*)\]+$/, '$1'))
      .filter((path) => !DECISION_BY_NUMBER.test(path))
      .map((path) => ({ line: line + offset, path })),
  );
}

/** The decision numbers a passage cites: "decision 045", "decisions 043 and 044", "docs/decisions/036". */
export function citedDecisions({ line, text }: Passage): { line: number; number: string }[] {
  // A year after a comma ("decision 052, 2026-11-27") is no decision: a number is three digits, no more.
  const mentions = /\b[Dd]ecisions?\s+(\d{3}(?!\d)(?:(?:,\s*|,?\s+and\s+|\s*\/\s*)\d{3}(?!\d))*)|decisions\/(\d{3})/g;
  return text
    .split('\n')
    .flatMap((row, offset) =>
      [...row.matchAll(mentions)].flatMap((match) =>
        [...(match[1] ?? match[2] ?? '').matchAll(/\d{3}/g)].map(([number]) => ({ line: line + offset, number })),
      ),
    );
}

const decisionFiles = globSync(`${DECISIONS}/[0-9][0-9][0-9]-*.md`).sort();
const decisionNumbers = new Set(decisionFiles.map((file) => file.slice(DECISIONS.length + 1, DECISIONS.length + 4)));

/** Whether a cited path names something in the repository (a glob names at least one thing). */
function exists(path: string): boolean {
  if (path.includes('*')) return globSync(path).length > 0;
  return existsSync(path.replace(/\/$/, ''));
}

/** "file:line: what" for every cited path or decision that does not exist. */
export function missingReferences(file: string, text: string, isPath = exists, decisions = decisionNumbers): string[] {
  // A superseded decision is history: the files it describes may since have gone (its successor
  // says what replaced them). The decisions it cites must still exist.
  const isHistory = file.startsWith(`${DECISIONS}/`) && /Status:\s*Superseded/i.test(statusOf(text));
  return passagesOf(file, text).flatMap((passage) => [
    ...(isHistory ? [] : citedPaths(passage)).filter(({ path }) => !isPath(path)).map(({ line, path }) => `${file}:${line}: ${path}`),
    ...citedDecisions(passage)
      .filter(({ number }) => !decisions.has(number))
      .map(({ line, number }) => `${file}:${line}: decision ${number}`),
  ]);
}

/** The decisions a record says it reverses ("reverses decision 043", "supersedes 012", "replaces decisions 010 and 011"). */
export function reversedBy(record: string): string[] {
  const sentences = /\b(?:reverses|supersedes|replaces|overturns)\s+(?:decisions?\s+)?(\d{3}(?:(?:,\s*|,?\s+and\s+)\d{3})*)/gi;
  return [...record.matchAll(sentences)].flatMap((match) => [...(match[1] ?? '').matchAll(/\d{3}/g)].map(([number]) => number));
}

/** A record's Status line ("Date: … · Status: …" or "- Status: …"), or '' if it has none. */
export function statusOf(record: string): string {
  return /^.*\bStatus:.*$/m.exec(record)?.[0] ?? '';
}

/** "NNN: status" for every decision reversed by a later one whose Status line does not say "Superseded by" that one. */
export function unmarkedReversals(records: Map<string, string>): string[] {
  return [...records].flatMap(([number, record]) =>
    reversedBy(record)
      .filter((reversed) => reversed < number)
      .filter((reversed) => !new RegExp(`superseded by (?:decision )?\\[?${number}\\b`, 'i').test(statusOf(records.get(reversed) ?? '')))
      .map((reversed) => `${reversed} (reversed by ${number}): ${statusOf(records.get(reversed) ?? '') || 'no Status line'}`),
  );
}

describe('references in documents and code comments', () => {
  it('finds a missing path, a missing decision and a wrong decision file name, in a comment only', () => {
    const source = [
      "const url = 'https://example.com/src/gone.ts'; const path = 'src/also-gone.ts';",
      '// See src/lib/gone.ts:12, src/lib/ and tests/api/*; decisions 043 and 099 (docs/decisions/036-made-up.md).',
      '/* db/queries/',
      ' * gone.ts, functions/_shared/http.ts. */',
    ].join('\n');
    const isPath = (path: string) => ['src/lib/', 'tests/api/*', 'functions/_shared/http.ts', 'db/queries/', 'docs/API.md'].includes(path);
    expect(missingReferences('x.ts', source, isPath, new Set(['036', '043']))).toEqual([
      'x.ts:2: src/lib/gone.ts',
      'x.ts:2: docs/decisions/036-made-up.md',
      'x.ts:2: decision 099',
    ]);
    expect(missingReferences('x.md', 'Since decision 045 (src/gone.ts), see `docs/API.md`.', isPath, new Set(['045']))).toEqual([
      'x.md:1: src/gone.ts',
    ]);
  });

  it('reads decisions a record reverses and its Status line', () => {
    const records = new Map([
      ['043', '# 043\n\nDate: 2026-11-26 · Status: accepted\n'],
      ['044', '# 044\n\nDate: 2026-11-26 · Status: Superseded by 045\n'],
      ['045', '# 045\n\nDate: 2026-11-26 · Status: accepted\n\nThis reverses decisions 043 and 044.'],
    ]);
    expect(unmarkedReversals(records)).toEqual(['043 (reversed by 045): Date: 2026-11-26 · Status: accepted']);
    expect(reversedBy('It supersedes 012, replaces decision 013; it reverses nothing else.')).toEqual(['012', '013']);
  });

  it('every path and decision cited in README.md, docs/ and code comments exists', () => {
    const passages = trackedFiles.flatMap((file) => passagesOf(file, readFileSync(file, 'utf8')));
    // The scan reads what it should: hundreds of citations, in documents and comments alike.
    expect(passages.flatMap(citedPaths).length).toBeGreaterThan(300);
    expect(passages.flatMap(citedDecisions).length).toBeGreaterThan(150);
    const missing = trackedFiles.flatMap((file) => missingReferences(file, readFileSync(file, 'utf8')));
    expect(missing).toEqual([]);
  });

  it('every decision record has a Status line, and a reversed one says "Superseded by" its successor', () => {
    const records = new Map(
      decisionFiles.map((file) => [file.slice(DECISIONS.length + 1, DECISIONS.length + 4), readFileSync(file, 'utf8')]),
    );
    expect([...records].filter(([, record]) => !statusOf(record)).map(([number]) => number)).toEqual([]);
    expect(unmarkedReversals(records)).toEqual([]);
  });
});
