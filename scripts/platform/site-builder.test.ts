import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneCompileCache } from './site-builder';

describe('pruneCompileCache (the build processes’ compile cache, decision 057)', () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  async function cacheWith(entries: number): Promise<string> {
    folder = await mkdtemp(path.join(tmpdir(), 'compile-cache-'));
    const version = path.join(folder, 'v24-x64-0');
    await mkdir(version);
    await Promise.all(Array.from({ length: entries }, (_, i) => writeFile(path.join(version, `entry-${i}`), '')));
    return folder;
  }

  it('keeps a cache within its limit', async () => {
    pruneCompileCache(await cacheWith(3), 3);
    expect(await readdir(path.join(folder, 'v24-x64-0'))).toHaveLength(3);
  });

  it('empties a cache past its limit, so it cannot grow with every build', async () => {
    pruneCompileCache(await cacheWith(4), 3);
    await expect(readdir(folder)).rejects.toThrow(/ENOENT/);
  });

  it('does nothing when there is no cache yet', () => {
    expect(() => pruneCompileCache(path.join(tmpdir(), 'no-such-compile-cache'))).not.toThrow();
  });
});
