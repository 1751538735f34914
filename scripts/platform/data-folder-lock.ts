// One process at a time may open a local data folder's database (PGlite is single-process: two
// openers corrupt it). `npm start` and `npm run dev` take this lock; `netlify dev` opens the same
// folder with its own emulator and records its database in `.netlify/state.json`, so that is
// checked too. A refusal names the folder and what holds it, instead of a crash inside PGlite.
// The lock file is `<pid> <holder>`, then the settings that reach the holder's database and
// photos over their sockets (`NAME=value` lines), for a process that must read them meanwhile.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';

/** A local data folder that cannot be opened now; the message says why and what to do. */
export class LocalDataError extends Error {}

const isAlive = (pid: number) => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const isListening = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/** The database a running `netlify dev` serves from this folder, if one does. */
async function netlifyDevDatabase(dataDir: string): Promise<string | undefined> {
  try {
    const state = JSON.parse(await readFile(path.join(dataDir, 'state.json'), 'utf8')) as { dbConnectionString?: unknown };
    const url = typeof state.dbConnectionString === 'string' ? state.dbConnectionString : undefined;
    return url && (await isListening(url)) ? url : undefined;
  } catch {
    return undefined;
  }
}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'db.lock');

async function readLock(dataDir: string): Promise<{ pid: string; holder: string; settings: string[] } | undefined> {
  const [first = '', ...settings] = (await readFile(lockFileOf(dataDir), 'utf8').catch(() => '')).split('\n');
  const [pid = '', ...rest] = first.split(' ');
  return isAlive(Number(pid)) ? { pid, holder: rest.join(' '), settings } : undefined;
}

/** Who holds the folder's lock ("npm start (pid 123)"), when a live process does. */
export async function lockHolder(dataDir: string): Promise<string | undefined> {
  const lock = await readLock(dataDir);
  return lock && `${lock.holder || 'another process'} (pid ${lock.pid})`;
}

/** Records, in the lock this process holds, how others reach the data it serves. */
export async function recordDataAccess(dataDir: string, settings: Record<string, string>): Promise<void> {
  const lines = Object.entries(settings).map(([name, value]) => `\n${name}=${value}`);
  await writeFile(lockFileOf(dataDir), lines.join(''), { flag: 'a' });
}

/** The settings recorded by the live process that holds the folder (none when nothing does). */
export async function runningDataAccess(dataDir: string): Promise<Record<string, string> | undefined> {
  const lock = await readLock(dataDir);
  return lock && Object.fromEntries(lock.settings.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

export const busyError = (dataDir: string, holder: string) =>
  new LocalDataError(
    `The local database in ${path.relative(process.cwd(), path.join(dataDir, 'db')) || dataDir}/ is open in ${holder}. ` +
      'Stop it first, or set DATA_DIR to use another folder.',
  );

/** Takes the folder's lock or throws LocalDataError; answers the release. */
export async function lockDataFolder(dataDir: string, holder: string): Promise<() => Promise<void>> {
  if (await netlifyDevDatabase(dataDir)) throw busyError(dataDir, '`netlify dev`');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' creates the file only if it does not exist: of two processes starting at once, one wins.
      await writeFile(lockFileOf(dataDir), `${process.pid} ${holder}`, { flag: 'wx', mode: 0o600 });
      return () => rm(lockFileOf(dataDir), { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = await lockHolder(dataDir);
      if (current) throw busyError(dataDir, current);
      await rm(lockFileOf(dataDir), { force: true }); // left by a process that has died
    }
  }
  throw busyError(dataDir, 'another process');
}

/** For start-up scripts: a LocalDataError ends the process with its message, not a stack trace. */
export function exitOnLocalDataError(error: unknown): never {
  if (error instanceof LocalDataError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
