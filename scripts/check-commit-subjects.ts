// `npm run check:commits`: every commit since the last release tag (or the baseline below, or the
// last 20, whichever is fewer) has a subject of at most 72 characters and, when it says more, a
// blank line before its body (docs/CODE_STYLE.md, "Commits"). `git log --oneline`, GitHub and
// `git rebase -i` show the subject alone; what does not fit belongs in the body.
//
// BASELINE is the commit the rule started from: the history before it was written without the
// rule and stays as it is. CI (.ci/run) runs this before lint. An argument names another range.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;
export const BASELINE = 'c60172182ae14c5bdac214d181fe9188e71326be';
const LIMIT = 20;

export interface Commit {
  hash: string;
  message: string;
}

/** What is wrong with one commit message, or [] if nothing. */
export function subjectProblems({ hash, message }: Commit): string[] {
  const [subject = '', second] = message.replace(/\s+$/, '').split('\n');
  const short = hash.slice(0, 7);
  const problems: string[] = [];
  if (subject.trim() === '') problems.push(`${short}: empty subject`);
  if (subject.length > MAX_SUBJECT) {
    problems.push(`${short}: subject is ${subject.length} characters (at most ${MAX_SUBJECT}): ${subject.slice(0, 60)}…`);
  }
  if (second !== undefined && second.trim() !== '') problems.push(`${short}: no blank line between the subject and the body`);
  return problems;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function succeeds(...args: string[]): boolean {
  try {
    git(...args);
    return true;
  } catch {
    return false;
  }
}

/** The range to check: since the newer of the baseline and the last release tag. */
function defaultRange(): string {
  if (!succeeds('cat-file', '-e', `${BASELINE}^{commit}`)) {
    throw new Error(`The baseline ${BASELINE} is not in this clone's history (a shallow clone?): fetch it, or pass a range.`);
  }
  let since = BASELINE;
  try {
    const tag = git('describe', '--tags', '--abbrev=0', 'HEAD').trim();
    if (succeeds('merge-base', '--is-ancestor', BASELINE, tag)) since = tag;
  } catch {
    // No tag yet: the baseline it is.
  }
  return `${since}..HEAD`;
}

/** The commits of a range, newest first, at most LIMIT of them. */
function commitsOf(range: string): Commit[] {
  const log = git('log', `-n${LIMIT}`, '--format=%H%x00%B%x1e', range);
  return log
    .split('\x1e')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter((entry) => entry.includes('\0'))
    .map((entry) => {
      const [hash = '', message = ''] = entry.split('\0');
      return { hash, message };
    });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const range = process.argv[2] ?? defaultRange();
  const commits = commitsOf(range);
  const problems = commits.flatMap(subjectProblems);
  if (problems.length > 0) {
    console.error(`Commit messages in ${range} that break docs/CODE_STYLE.md ("Commits"):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`${commits.length} commit message(s) in ${range}: subjects of at most ${MAX_SUBJECT} characters.`);
}
