// What the docs say of the code, read from the code: README's Node version is package.json's
// engines, README's scripts table is package.json's scripts, and the islands and client directives
// the docs name are the ones the pages use (decision 079's table, page by page).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };
const readme = readFileSync('README.md', 'utf8');

/** The scripts a README table names in its first column: `npm start`, `npm test`, `npm run x`. */
export function tableScripts(markdown: string): string[] {
  return [...markdown.matchAll(/^\|\s*`npm (?:run )?([\w:-]+)[^`]*`/gm)].map((match) => match[1] ?? '');
}

/** "/listing/[id]" → src/pages/listing/[id].astro; "/" → src/pages/index.astro. */
export function pageFile(route: string): string {
  const path = route.replace(/^\//, '').replace(/\/$/, '');
  return path === '' ? 'src/pages/index.astro' : `src/pages/${path}.astro`;
}

/** Decision 079's table: each page with the islands and directives it names ("AlertSignup client:visible"). */
export function directiveTable(markdown: string): { route: string; island: string; directive: string }[] {
  return [...markdown.matchAll(/^\|\s*(\/[^\s|]*)\s*\|([^\n]*)\|\s*$/gm)].flatMap((row) =>
    [...(row[2] ?? '').matchAll(/`(\w+) (client:\w+)`/g)].map((cell) => ({
      route: row[1] ?? '',
      island: cell[1] ?? '',
      directive: cell[2] ?? '',
    })),
  );
}

const docs = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'README.md', 'docs/*.md'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('docs/upstream/') && existsSync(file));
const pages = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src/pages'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.astro') && existsSync(file));

describe('docs against the code', () => {
  it("README's Node version is package.json's engines", () => {
    const minimum = /^>=\s*([\d.]+)$/.exec(pkg.engines.node)?.[1];
    expect(minimum).toBeTruthy();
    const named = [...readme.matchAll(/Node(?:\.js)?\s*(?:≥|>=)\s*([\d.]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([minimum]));
  });

  it("README's scripts table names every package.json script, and only those", () => {
    expect(tableScripts('| `npm start` | x |\n| `npm run backup -- <file>` | y |\n| script | z |')).toEqual(['start', 'backup']);
    expect(tableScripts(readme).sort()).toEqual(Object.keys(pkg.scripts).sort());
  });

  it('every client directive the docs name is one the pages use', () => {
    const used = new Set(pages.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bclient:(\w+)/g)].map((match) => match[1])));
    expect(used.size).toBeGreaterThan(2);
    const named = docs.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bclient:(\w+)/g)]
        .filter((match) => !used.has(match[1]))
        .map((match) => `${file}: client:${match[1]}`),
    );
    expect(named).toEqual([]);
  });

  it("decision 079's table is what each page renders", () => {
    const record = readFileSync('docs/decisions/079-how-the-public-pages-load.md', 'utf8');
    const rows = directiveTable(record);
    expect(rows.length).toBeGreaterThan(6);
    const wrong = rows.filter(({ route, island, directive }) => {
      const file = pageFile(route);
      if (!existsSync(file)) return true;
      return !new RegExp(`<${island}\\b[^>]*\\b${directive}\\b`).test(readFileSync(file, 'utf8'));
    });
    expect(wrong).toEqual([]);
  });
});
