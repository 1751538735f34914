// The deploy rehearsal's client: requests go to the function bundles `netlify build` made, each
// routed as Netlify routes it (by the manifest's route patterns), and every answer is checked
// (status, then its body against the schema the admin's browser uses). It records which route of
// which function was asked, so the rehearsal can tell what nothing exercised.
import type { z } from 'zod';

export type BundleHandler = (req: Request, context: object) => Promise<Response | undefined>;

export interface Bundle {
  name: string;
  handler: BundleHandler;
  /** The manifest's route patterns (`/api/buildings/:id`); none for a scheduled function. */
  patterns: string[];
}

export interface Ask {
  method: string;
  path: string;
  /** A session's bearer token; none (or undefined: a sign-in that failed) asks anonymously. */
  token?: string | undefined;
  json?: unknown;
  body?: FormData | string | undefined;
  headers?: Record<string, string>;
}

export interface BundleSession {
  /** Asks; answers the response when its status is `status` (else records a failure and answers undefined). */
  ask(request: Ask, status: number): Promise<Response | undefined>;
  /** Asks and answers the body parsed by `schema`, or undefined (a failure recorded). */
  askJson<T>(request: Ask, status: number, schema: z.ZodType<T>): Promise<T | undefined>;
  /** Records a failed check on an answer the caller inspected itself. */
  fail(what: string, why: string): void;
  /** Invokes a scheduled function as Netlify does (POST, nothing answered is a 204). */
  runScheduled(name: string): Promise<void>;
  readonly failures: string[];
  /** `<function> <pattern>` for every route no request reached. */
  unasked(): string[];
}

export function createBundleSession(bundles: Bundle[], log: (line: string) => void = console.log): BundleSession {
  const failures: string[] = [];
  const asked = new Set<string>();
  // A literal path wins over a pattern with parameters (`/api/properties/featured`, `/:id`), as on Netlify.
  const routes = bundles
    .flatMap((bundle) => bundle.patterns.map((pattern) => ({ bundle, pattern, matcher: new URLPattern({ pathname: pattern }) })))
    .sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));
  const report = (ok: boolean, line: string) => {
    log(`${ok ? 'ok    ' : 'FAILED'} ${line}`);
    if (!ok) failures.push(line);
  };

  async function invoke(bundle: Bundle, request: Request): Promise<Response | undefined> {
    const pending: Promise<unknown>[] = [];
    const answer = await bundle.handler(request, {
      ip: '127.0.0.1',
      params: {},
      waitUntil: (work: Promise<unknown>) => pending.push(work),
    });
    await Promise.allSettled(pending); // Netlify keeps the instance alive for these; so does the rehearsal
    return answer;
  }

  async function ask({ method, path, token, json, body, headers: extra }: Ask, status: number): Promise<Response | undefined> {
    const { pathname } = new URL(path, 'http://localhost');
    const route = routes.find(({ matcher }) => matcher.test({ pathname }));
    const line = `${(route?.bundle.name ?? '(none)').padEnd(20)} ${method} ${path}`;
    if (!route) {
      report(false, `${line}: no function has this path`);
      return undefined;
    }
    asked.add(`${route.bundle.name} ${route.pattern}`);
    const headers = new Headers(extra);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const payload = json !== undefined ? JSON.stringify(json) : body;
    const answer = await invoke(
      route.bundle,
      new Request(`http://localhost${path}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) }),
    );
    const answered = answer?.status ?? 204;
    if (answered !== status) {
      const detail = (await answer?.text())?.slice(0, 300) ?? '';
      report(false, `${line} → ${answered}, expected ${status} ${detail}`);
      return undefined;
    }
    report(true, `${line} → ${answered}`);
    return answer ?? new Response(null, { status: 204 });
  }

  return {
    ask,
    async askJson(request, status, schema) {
      const answer = await ask(request, status);
      if (!answer) return undefined;
      const parsed = schema.safeParse(await answer.json().catch(() => undefined));
      if (parsed.success) return parsed.data;
      report(false, `${request.method} ${request.path}: the answer is not what the admin expects (${parsed.error.message.slice(0, 300)})`);
      return undefined;
    },
    fail: (what, why) => report(false, `${what}: ${why}`),
    async runScheduled(name) {
      const bundle = bundles.find((b) => b.name === name);
      if (!bundle) return report(false, `${name}: no such bundle`);
      asked.add(`${name} (schedule)`);
      const answer = await invoke(
        bundle,
        new Request(`http://localhost/.netlify/functions/${name}`, { method: 'POST', body: '{"next_run":""}' }),
      );
      const status = answer?.status ?? 204;
      report(status < 300, `${name.padEnd(20)} POST (its schedule) → ${status}`);
    },
    failures,
    unasked: () =>
      bundles.flatMap((bundle) =>
        (bundle.patterns.length > 0 ? bundle.patterns : ['(schedule)'])
          .map((pattern) => `${bundle.name} ${pattern}`)
          .filter((key) => !asked.has(key)),
      ),
  };
}
