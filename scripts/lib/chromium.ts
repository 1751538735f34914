// The Chromium every browser run here uses, without the sandbox and GPU a container lacks and
// without the background traffic this closed network refuses. The browser tests run on a Chromium
// that `npm install` brings (decision 051), so a machine with only Node passes `npm test`; the
// benchmarks keep Debian's full browser, which their history was measured with.
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createBrotliDecompress } from 'node:zlib';
import { extract } from 'tar-stream';

/** The full browser (`apt-get install chromium`, or CHROMIUM_PATH): Lighthouse and the benchmarks. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `@sparticuz/chromium`: a headless shell build of Chromium, brotli-compressed, with the NSS, NSPR
 * and expat libraries it links against (`al2023.tar.br`) and a font (`fonts.tar.br`). Everything
 * else it needs is glibc, which every Linux has.
 */
function npmChromiumPackage(): { bin: string; version: string } {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const dir = resolve(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return { bin: join(dir, 'bin'), version };
}

/**
 * Where the npm Chromium is unpacked once per version: inside node_modules, so a new `npm install`
 * of another version unpacks afresh and deleting node_modules removes it too.
 */
export const npmChromiumDir = join(root, 'node_modules', '.cache', `chromium-${npmChromiumPackage().version}`);

/** Written last: a folder without it is an interrupted unpack, never used. */
const DONE = '.unpacked';

/**
 * The browser tests' Chromium and the environment it runs in. CHROMIUM_PATH names a browser of the
 * machine's own (Debian's `chromium-headless-shell`, say), run as it is. Otherwise the npm build,
 * with its own libraries ahead of the system's on LD_LIBRARY_PATH and a font configuration that
 * names only its own font, so it renders the same on a machine with no fonts as on one with many.
 * Call it after the environment is settled: the browser gets a copy of it as it stands.
 */
export function testChromium(): { executablePath: string; env?: Record<string, string> } {
  const own = process.env['CHROMIUM_PATH'];
  if (own) return { executablePath: own };
  const libs = join(npmChromiumDir, 'lib');
  const inherited = process.env['LD_LIBRARY_PATH'];
  return {
    executablePath: join(npmChromiumDir, 'chromium'),
    env: {
      ...(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined)) as Record<string, string>),
      LD_LIBRARY_PATH: inherited ? `${libs}:${inherited}` : libs,
      FONTCONFIG_FILE: join(npmChromiumDir, 'fonts.conf'),
    },
  };
}

/** Brotli-decompresses a `.tar.br` of the package into `into`, refusing any path that leaves it. */
async function untar(archive: string, into: string): Promise<void> {
  const tar = extract();
  const reading = pipeline(createReadStream(archive), createBrotliDecompress(), tar);
  for await (const entry of tar) {
    const target = resolve(into, entry.header.name);
    if (target !== into && !target.startsWith(into + sep)) throw new Error(`${archive}: ${entry.header.name} leaves the folder`);
    if (entry.header.type === 'directory') {
      await mkdir(target, { recursive: true });
      entry.resume();
    } else if (entry.header.type === 'file') {
      await mkdir(dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { mode: entry.header.mode ?? 0o644 }));
    } else {
      entry.resume();
    }
  }
  await reading;
}

/**
 * Unpacks the npm Chromium into `npmChromiumDir` unless it is there already (a second run costs one
 * `existsSync`). The package's own `executablePath()` is not used: it unpacks into the OS temp
 * folder under fixed names any other project shares, unpacks the libraries only when it believes
 * it runs on AWS Lambda, and takes a binary half-written by an interrupted run for a finished one.
 * Here a version unpacks into a folder of its own and appears there whole (a rename) or not at all.
 * Returns the seconds it took, 0 when it was already unpacked.
 */
export async function unpackNpmChromium(): Promise<number> {
  if (process.env['CHROMIUM_PATH'] || existsSync(join(npmChromiumDir, DONE))) return 0;
  const started = performance.now();
  const { bin } = npmChromiumPackage();
  const work = `${npmChromiumDir}.${process.pid}.tmp`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    await Promise.all([
      pipeline(createReadStream(join(bin, 'chromium.br')), createBrotliDecompress(), createWriteStream(join(work, 'chromium'))).then(() =>
        chmod(join(work, 'chromium'), 0o755),
      ),
      // lib/: libnss3, libnspr4, libnssutil3, libplc4, libplds4, NSS's softokn and freebl (which
      // NSS opens at run time, from its own folder), libexpat.
      untar(join(bin, 'al2023.tar.br'), work),
      // fonts/Open_Sans/ (and a fonts.conf for Lambda, replaced below).
      untar(join(bin, 'fonts.tar.br'), work),
    ]);
    // fontconfig (linked into the binary) reads this instead of /etc/fonts: the package's own
    // fonts.conf names Lambda's folders (/tmp/fonts, /var/task/fonts).
    await writeFile(
      join(work, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <dir>${join(npmChromiumDir, 'fonts')}</dir>\n  <cachedir>${join(npmChromiumDir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    await writeFile(join(work, DONE), `${relative(root, bin)}\n`);
    // Another run (a second `playwright test` in this checkout) may have finished first: keep its
    // copy, which its browsers may be using. Otherwise clear what an interrupted unpack left.
    if (!existsSync(join(npmChromiumDir, DONE))) {
      await rm(npmChromiumDir, { recursive: true, force: true });
      await rename(work, npmChromiumDir).catch((error: unknown) => {
        if (!existsSync(join(npmChromiumDir, DONE))) throw error;
      });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return (performance.now() - started) / 1000;
}

/** What every Linux has: glibc's own libraries and GCC's runtime, on which glibc itself relies. */
const BASE_LIBRARIES = /^(linux-vdso|ld-linux[\w-]*|libc|libm|libdl|libpthread|librt|libgcc_s)\.so/;

/**
 * Fails, naming them, when the npm Chromium would load a library from the machine rather than from
 * its own folder (beyond glibc). On a machine with Debian's Chromium installed, a library the
 * package stopped shipping would still be found in /usr/lib and the tests would pass, to fail on a
 * newcomer's machine without it; this makes it fail everywhere, CI first. Where `ldd` is missing
 * (no glibc), the launch itself is the check.
 */
export async function checkNpmChromiumLibraries(): Promise<void> {
  const { executablePath, env } = testChromium();
  let listing: string;
  try {
    ({ stdout: listing } = await promisify(execFile)('ldd', [executablePath], { env }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const own = join(npmChromiumDir, 'lib') + sep;
  const outside = listing
    .split('\n')
    .map((line) => /^\s*(\S+)(?: => (.*?))?(?: \(0x[0-9a-f]+\))?$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .filter(([, name = '', path]) => !BASE_LIBRARIES.test(basename(name)) && !path?.startsWith(own))
    .map(([, name, path]) => `${name} => ${path ?? '?'}`);
  if (outside.length > 0) {
    throw new Error(`The npm Chromium (${executablePath}) needs libraries it does not ship:\n  ${outside.join('\n  ')}`);
  }
}

/**
 * Playwright's global setup: unpacks once, before any worker launches a browser, and checks the
 * libraries each run (one `ldd`, a few milliseconds).
 */
export default async function setup(): Promise<void> {
  if (process.env['CHROMIUM_PATH']) return;
  const seconds = await unpackNpmChromium();
  if (seconds > 0) console.log(`Unpacked the npm Chromium into ${relative(root, npmChromiumDir)} in ${seconds.toFixed(1)} s`);
  await checkNpmChromiumLibraries();
}
