// Whether `npm start` may serve the last site build again instead of building (decision 046): it
// may when the build's inputs are what they were when it started — the sources Astro reads (by
// size and modification time), the site's own address, and the data (the time of the last change
// the admin made: every write that changes a page notes one, db/queries/site-rebuilds.ts). A change
// made behind the API's back (psql) is not seen: delete `<DATA_DIR>/site` to build afresh.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getPublishStatus } from '~/src/server/publish-status';

/** What `astro build` reads, besides node_modules (package-lock.json stands for it). */
const BUILD_INPUTS = ['src', 'public', 'db', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json', 'netlify.toml'];

async function stampFiles(projectRoot: string, entry: string, into: string[]): Promise<void> {
  const full = path.join(projectRoot, entry);
  const found = await stat(full).catch(() => null);
  if (!found) return;
  if (!found.isDirectory()) {
    into.push(`${entry}:${found.size}:${found.mtimeMs}`);
    return;
  }
  for (const child of (await readdir(full)).sort()) await stampFiles(projectRoot, path.join(entry, child), into);
}

/** The key of a build that would start now. */
export async function currentBuildKey(projectRoot: string): Promise<string> {
  const stamps: string[] = [];
  for (const entry of BUILD_INPUTS) await stampFiles(projectRoot, entry, stamps);
  const { lastChangeAt } = await getPublishStatus();
  const site = { URL: process.env['URL'] ?? null, PORT: process.env['PORT'] ?? null };
  return createHash('sha256').update(JSON.stringify({ stamps, site, lastChangeAt })).digest('hex');
}

const keyFile = (dataDir: string) => path.join(dataDir, 'site-build-key');

/** The served build (`<dataDir>/site`) was made from exactly these inputs. */
export async function isBuildCurrent(dataDir: string, key: string): Promise<boolean> {
  const recorded = await readFile(keyFile(dataDir), 'utf8').catch(() => null);
  if (recorded?.trim() !== key) return false;
  return (await stat(path.join(dataDir, 'site', 'index.html')).catch(() => null))?.isFile() === true;
}

export const recordBuildKey = (dataDir: string, key: string) => writeFile(keyFile(dataDir), key);
