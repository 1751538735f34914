// `npm run bench:js`: the JavaScript each built page loads with its islands (brotli, as served)
// beside its budget (scripts/bench/lib/js-budget.ts), and the chunks loaded on demand. Exits 1 when
// a page is over its budget.
//
//   npm run bench:js                 builds the site from the seed data in .netlify/bench-js
//   npm run bench:js -- <siteDir>    measures a site already built (e.g. .netlify/e2e/site)
//   npm run bench:js -- --modules    also: the heaviest source modules of each page (raw bytes the
//                                    bundler rendered into the page's chunks; needs a fresh build)
//   npm run bench:js -- --json       the rows as JSON (bench-results/js-budget.json is always written)
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDatabase } from '~/db/client';
import { budgetFailures, formatTable, kb, measureSite } from './lib/js-budget';
import { startLocalData } from '~/scripts/platform/local-data';
import { applyLocalEnv } from '~/scripts/platform/local-env';
import { prepareLocalData } from '~/scripts/platform/prepare-data';
import { createSiteBuilder } from '~/scripts/platform/site-builder';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const wantModules = args.includes('--modules');
const wantJson = args.includes('--json');
const given = args.find((a) => !a.startsWith('--'));
const modulesReport = path.join(projectRoot, 'bench-results', 'js-modules.json');

async function buildFresh(): Promise<string> {
  const dataDir = path.join(projectRoot, '.netlify', 'bench-js');
  await rm(dataDir, { recursive: true, force: true });
  const data = await startLocalData(dataDir, 'npm run bench:js');
  try {
    await applyLocalEnv(dataDir);
    await prepareLocalData(data);
    const site = createSiteBuilder({ projectRoot, dataDir, log: () => {} });
    await site.build();
    return site.siteDir;
  } finally {
    await closeDatabase();
    await data.stop();
  }
}

await mkdir(path.join(projectRoot, 'bench-results'), { recursive: true });
if (wantModules) process.env['JS_MODULES_REPORT'] = modulesReport;
const siteDir = given ? path.resolve(given) : await buildFresh();
const rows = await measureSite(siteDir);
await writeFile(
  path.join(projectRoot, 'bench-results', 'js-budget.json'),
  JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
);

if (wantJson) console.log(JSON.stringify(rows, null, 2));
else
  console.log(
    `${formatTable(rows)}\n\nKB = 1,024 bytes, brotli quality 5 as the local server sends it. Site: ${path.relative(projectRoot, siteDir)}`,
  );

if (wantModules) {
  // Which source modules make each page's JavaScript (raw, before compression).
  const chunks = JSON.parse(await readFile(modulesReport, 'utf8')) as Record<string, Record<string, number>>;
  const short = (id: string) =>
    id
      .replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1 (package)')
      .replace(projectRoot + '/', '')
      .replace(/\?.*$/, '');
  for (const row of rows.filter((r) => r.scripts.length)) {
    const byModule = new Map<string, number>();
    for (const script of row.scripts)
      for (const [id, bytes] of Object.entries(chunks[`_astro/${script}`] ?? {}))
        byModule.set(short(id), (byModule.get(short(id)) ?? 0) + bytes);
    const top = [...byModule.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`\n${row.route}: ${row.scripts.length} files with its islands; heaviest sources:`);
    for (const [id, bytes] of top) console.log(`  ${kb(bytes).toFixed(1).padStart(7)} KB  ${id}`);
  }
}

const failures = budgetFailures(rows);
if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exitCode = 1;
}
