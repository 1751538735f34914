// `npm run bench:suite -- <command>` (default `npx playwright test`): runs a test command and says
// where the machine's CPU went while it ran: the whole machine's busy CPU-seconds (/proc/stat) and
// each kind of process's share (site builds, Chromium, the `npm start` sites, Playwright, vitest).
// The suites are CPU-bound on two cores, so these shares, not wall time alone, say what a change to
// the tests can save (docs/BENCHMARKS.md). Linux only.
//
// Every second it reads each process's CPU time from /proc. A process that ends between two reads
// loses its last second, so short-lived ones (a Chromium renderer, a build process) are counted
// somewhat short; "unattributed" is the machine's busy time that no read process accounts for.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const SAMPLE_MS = 1000;
/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

const KINDS: [kind: string, pattern: RegExp][] = [
  ['site builds', /build-worker/],
  ['Chromium', /chromium|headless_shell/],
  ['sites (npm start)', /scripts\/start\.ts/],
  ['Playwright', /playwright/],
  ['vitest', /vitest/],
];
const kindOf = (commandLine: string) => KINDS.find(([, pattern]) => pattern.test(commandLine))?.[0] ?? 'other';

/** The machine's busy and total ticks so far (the first line of /proc/stat). */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const [, user, nice, system, idle, iowait, irq, softirq, steal] = (await readFile('/proc/stat', 'utf8'))
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .map(Number);
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy, total: busy + idle! + iowait! };
}

/** Each process's CPU ticks so far (user + system), with its command line. */
async function processTicks(): Promise<Map<number, { ticks: number; commandLine: string }>> {
  const found = new Map<number, { ticks: number; commandLine: string }>();
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  await Promise.all(
    pids.map(async (pid) => {
      try {
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
        // Fields after the command name, which is in parentheses and may hold spaces: utime is the 14th field, stime the 15th.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        const commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ') || stat.slice(0, stat.indexOf(')') + 1);
        found.set(Number(pid), { ticks, commandLine });
      } catch {
        // ended while being read
      }
    }),
  );
  return found;
}

const command = process.argv.slice(2);
const [program, ...args] = command.length ? command : ['npx', 'playwright', 'test'];

const started = Date.now();
const machineAtStart = await machineTicks();
/** The ticks of each process already counted: for those running before the command, all they had used by then. */
const counted = new Map<number, number>();
for (const [pid, { ticks }] of await processTicks()) counted.set(pid, ticks);
const byKind = new Map<string, number>();

async function sample(): Promise<void> {
  for (const [pid, { ticks, commandLine }] of await processTicks()) {
    const kind = kindOf(commandLine);
    byKind.set(kind, (byKind.get(kind) ?? 0) + ticks - (counted.get(pid) ?? 0));
    counted.set(pid, ticks);
  }
}

const child = spawn(program!, args, { stdio: 'inherit' });
let exitCode: number | null = null;
child.on('exit', (code) => (exitCode = code ?? 1));
// One read after another, never two at once (a read can take longer than the interval under load).
while (exitCode === null) {
  await sample();
  await sleep(SAMPLE_MS);
}
await sample();

const machine = await machineTicks();
const seconds = (ticks: number) => ticks / TICKS_PER_SECOND;
const busy = seconds(machine.busy - machineAtStart.busy);
const attributed = seconds([...byKind.values()].reduce((sum, ticks) => sum + ticks, 0));
console.log(`\n${[program, ...args].join(' ')}: exit ${exitCode}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`machine: ${busy.toFixed(0)} busy CPU-s of ${seconds(machine.total - machineAtStart.total).toFixed(0)}`);
for (const [kind, ticks] of [...byKind].sort((a, b) => b[1] - a[1])) {
  console.log(
    `  ${kind.padEnd(18)} ${seconds(ticks).toFixed(0).padStart(5)} CPU-s  ${((100 * seconds(ticks)) / busy).toFixed(0).padStart(3)} %`,
  );
}
console.log(`  ${'unattributed'.padEnd(18)} ${(busy - attributed).toFixed(0).padStart(5)} CPU-s`);
process.exitCode = exitCode;
