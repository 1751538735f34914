// Vitest setup file (vitest.config.ts, decision 051), run before each test file: the workers run
// file after file in one process (`isolate: false`), and this gives each file what a process of
// its own gave it. The environment is the one the worker started with (whatever the files before
// set: JWT_SECRET, DATABASE_URL, the Blobs context, ...), and every module of the project is
// evaluated anew on import (module-level state: the database client, caches, the function router).
// What stays loaded is node_modules' packages, which Node keeps once imported: loading them again
// for every file was a third of the suite's CPU.
import { vi } from 'vitest';

const worker = globalThis as { workerStartEnv?: Record<string, string | undefined> };
const startEnv = (worker.workerStartEnv ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in startEnv)) delete process.env[name];
Object.assign(process.env, startEnv);

vi.resetModules();
