// docs/ARCHITECTURE.md's directory map names folders and files, not module lists that drift: each
// path it names exists.
import { globSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/** The first word of each unindented line in the fenced block under "## Directory map". */
function mappedPaths(markdown: string): string[] {
  const section = markdown.split('## Directory map')[1] ?? '';
  const block = section.split('```')[1] ?? '';
  return block
    .split('\n')
    .filter((line) => /^\S/.test(line))
    .map((line) => line.split(/\s+/)[0] ?? '');
}

it('every path in the directory map exists', () => {
  const paths = mappedPaths(readFileSync('docs/ARCHITECTURE.md', 'utf8'));
  expect(paths.length).toBeGreaterThan(15);
  expect(paths.filter((path) => globSync(path.replace(/\/$/, '')).length === 0)).toEqual([]);
});
