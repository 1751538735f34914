// Fuzzes the API from its OpenAPI document, in the manner of Schemathesis: for every operation,
// requests generated from its schemas (valid, at their bounds, and broken) plus families no schema
// names (oversized, truncated and malformed bodies, wrong content types, huge headers, no session,
// a forged one, another role's), each answer checked against the document. Deterministic for a
// seed; every failure comes with the request that reproduces it.
import fc from 'fast-check';
import type { ValidateFunction } from 'ajv';
import { hostile, invalid, valid, type JsonSchema } from './generate';
import { newAjv } from './openapi-check';

export interface FuzzRequest {
  operation: string;
  family: string;
  method: string;
  /** Path and query, e.g. `/api/properties/12?x=1`. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
}
export interface FuzzAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array;
  ms: number;
}
export type Send = (request: FuzzRequest) => Promise<FuzzAnswer>;

export interface Sessions {
  /** Bearer tokens the fuzzer keeps for the run. */
  admin: string;
  agent?: string;
  /** A new session, for operations that end the one they are called with (sign-out). */
  fresh(): Promise<string>;
}

export interface FuzzOptions {
  document: JsonSchema;
  send: Send;
  sessions: Sessions;
  seed: number;
  /** Generated requests per operation of the `valid` and `invalid` families each (the others are fixed). */
  runs: number;
  /**
   * Real ids by path prefix and parameter name (`/api/properties:id`), so requests reach past the
   * 404; a key ending in `!` names the only ids that path may be sent.
   */
  ids: Record<string, string[]>;
  /** Where a reproduction is sent (printed in curl commands). */
  baseUrl: string;
  timeLimitMs?: number;
  only?: (operation: string) => boolean;
  log?: (line: string) => void;
}

export interface Failure {
  check: string;
  detail: string;
  request: FuzzRequest;
  status: number;
  ms: number;
}
export interface FuzzReport {
  seed: number;
  operations: number;
  requests: number;
  byFamily: Record<string, number>;
  byStatus: Record<string, number>;
  failures: Failure[];
  slowest: { ms: number; request?: FuzzRequest };
  /** The slowest answer of each operation, in ms. */
  slowestByOperation: Record<string, number>;
}

/** The checks every answer goes through (docs/BENCHMARKS.md names them). */
export const CHECKS = {
  noServerError: 'no 5xx',
  statusDocumented: 'status in the document',
  mediaTypeDocumented: 'content type in the document',
  schemaConforms: 'body matches the schema (ajv)',
  inTime: 'answered within the time limit',
} as const;

const METHODS = ['get', 'post', 'put', 'delete'] as const;
type Operation = JsonSchema & { responses: Record<string, JsonSchema>; parameters?: JsonSchema[]; requestBody?: JsonSchema };

/** A curl command that sends `request` again. */
export function reproduction(request: FuzzRequest, baseUrl: string): string {
  const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  const headers = Object.entries(request.headers).map(([k, v]) => `-H ${quote(`${k}: ${v.length > 200 ? `<${v.length} × ${v[0]}>` : v}`)}`);
  let body = '';
  if (typeof request.body === 'string')
    body =
      request.body.length > 2000
        ? ` --data-binary <${request.body.length} bytes: ${quote(request.body.slice(0, 80))}…>`
        : ` --data-binary ${quote(request.body)}`;
  else if (request.body instanceof Uint8Array) body = ` --data-binary <${request.body.byteLength} bytes>`;
  else if (request.body)
    body = [...request.body.entries()]
      .map(([k, v]) => ` -F ${quote(typeof v === 'string' ? `${k}=${v}` : `${k}=@<${v.size} bytes>`)}`)
      .join('');
  return `curl -X ${request.method} ${quote(baseUrl + request.path)} ${headers.join(' ')}${body}`;
}

const mediaBase = (type: string | null) => (type ?? '').split(';')[0]!.trim().toLowerCase();

/** Resolves `#/components/...` references against the document. */
function resolveRefs(value: unknown, document: JsonSchema): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, document));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as JsonSchema)['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/components/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as JsonSchema)[key], document);
    return resolveRefs(target, document);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, document)]));
}

export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { document, send, sessions, seed, runs, ids, baseUrl } = options;
  const timeLimitMs = options.timeLimitMs ?? 2000;
  const log = options.log ?? (() => {});
  const ajv = newAjv();
  const validators = new Map<string, ValidateFunction>();
  const report: FuzzReport = {
    seed,
    operations: 0,
    requests: 0,
    byFamily: {},
    byStatus: {},
    failures: [],
    slowest: { ms: 0 },
    slowestByOperation: {},
  };
  let sample = 0;
  /** `count` values of `arbitrary`, the same for the same seed and position in the run. */
  const draw = <T>(arbitrary: fc.Arbitrary<T>, count: number): T[] => fc.sample(arbitrary, { seed: seed + sample++, numRuns: count });

  const paths = document['paths'] as Record<string, Record<string, Operation>>;
  const operations = Object.entries(paths)
    .flatMap(([path, methods]) => METHODS.filter((m) => methods[m]).map((m) => ({ path, method: m.toUpperCase(), op: methods[m]! })))
    // Deletes last, so the reads and writes before them find the records.
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

  const check = (request: FuzzRequest, answer: FuzzAnswer, op: Operation) => {
    const fail = (name: string, detail: string) => {
      report.failures.push({ check: name, detail, request, status: answer.status, ms: answer.ms });
      log(`FAIL ${name}: ${request.operation} [${request.family}] → ${answer.status}: ${detail}\n  ${reproduction(request, baseUrl)}`);
    };
    if (answer.status >= 500) fail(CHECKS.noServerError, new TextDecoder().decode(answer.body).slice(0, 300));
    if (answer.ms > timeLimitMs) fail(CHECKS.inTime, `${Math.round(answer.ms)} ms`);
    const documented = op.responses[String(answer.status)] ?? op.responses['default'];
    if (!documented) return fail(CHECKS.statusDocumented, `${answer.status} is not among ${Object.keys(op.responses).join(', ')}`);
    const content = documented['content'] as Record<string, { schema: JsonSchema }> | undefined;
    if (!content || answer.status === 304) return;
    const type = mediaBase(answer.headers.get('content-type'));
    const media =
      content[type] ??
      (content['application/octet-stream'] && type !== 'application/json' ? content['application/octet-stream'] : undefined);
    if (!media) return fail(CHECKS.mediaTypeDocumented, `${type || 'no content type'} is not among ${Object.keys(content).join(', ')}`);
    if (type !== 'application/json') return;
    const key = `${request.operation} ${answer.status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(resolveRefs(media.schema, document) as JsonSchema);
      validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(answer.body));
    } catch {
      return fail(CHECKS.schemaConforms, 'the body is not JSON');
    }
    if (!validate(body)) fail(CHECKS.schemaConforms, ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 500));
  };

  for (const { path, method, op } of operations) {
    const operation = `${method} ${path}`;
    if (options.only && !options.only(operation)) continue;
    report.operations++;
    const role = op['x-role'] as 'public' | 'staff' | 'admin';
    const parameters = op.parameters ?? [];
    const pathParams = parameters.filter((p) => p['in'] === 'path');
    const queryParams = parameters.filter((p) => p['in'] === 'query');
    const content = (op.requestBody?.['content'] ?? {}) as Record<string, { schema: JsonSchema }>;
    const jsonSchema = content['application/json']?.schema;
    const endsSession = /\/api\/auth\/logout/.test(path);

    const token = async (i: number): Promise<string | undefined> => {
      if (endsSession) return sessions.fresh();
      if (role === 'public') return i % 3 === 2 ? sessions.admin : undefined;
      // Staff operations alternate between the roles that may call them.
      return role === 'staff' && sessions.agent && i % 2 === 1 ? sessions.agent : sessions.admin;
    };
    const fillPath = (hostileSegment?: string, pick = 0) =>
      path.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (hostileSegment !== undefined) return hostileSegment;
        const prefix = `/${path.split('/').slice(1, 3).join('/')}:${name}`;
        // `<prefix>!`: only these (an account the run signs in with must not be deactivated).
        const only = ids[`${prefix}!`];
        if (only) return encodeURIComponent(only[pick % only.length] ?? '0');
        const known = ids[prefix] ?? ids[`*:${name}`];
        const param = pathParams.find((p) => p['name'] === name);
        if (known?.length && pick % 4 !== 3) return encodeURIComponent(known[pick % known.length]!);
        return encodeURIComponent(String(draw(valid(param?.['schema'] as JsonSchema), 1)[0]));
      });
    const query = (broken: boolean) => {
      if (queryParams.length === 0) return '';
      const search = new URLSearchParams();
      for (const param of queryParams) {
        const schema = (param['x-read-as'] ?? param['schema']) as JsonSchema;
        const [include] = draw(fc.boolean(), 1);
        if (!param['required'] && !include && !broken) continue;
        const [value] = draw(broken ? fc.oneof(hostile, fc.string()) : valid(schema), 1);
        if (value !== undefined) search.set(String(param['name']), typeof value === 'string' ? value : JSON.stringify(value));
      }
      const text = search.toString();
      return text ? `?${text}` : '';
    };
    const bodyOf = (value: unknown, type: string): Pick<FuzzRequest, 'body' | 'headers'> => {
      if (type === 'multipart/form-data') {
        const form = new FormData();
        const properties = (content[type]?.schema['properties'] ?? {}) as Record<string, JsonSchema>;
        for (const [name] of Object.entries(properties)) {
          for (const bytes of draw(fc.uint8Array({ maxLength: 300 }), 2)) form.append(name, new Blob([bytes]), `${name}.jpg`);
        }
        return { body: form, headers: {} };
      }
      if (type === 'application/x-www-form-urlencoded') {
        const fields = new URLSearchParams();
        for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
          for (const item of [v].flat()) fields.append(k, typeof item === 'string' ? item : JSON.stringify(item));
        }
        return { body: fields.toString(), headers: { 'content-type': type } };
      }
      return { body: JSON.stringify(value), headers: { 'content-type': type } };
    };

    const requests: FuzzRequest[] = [];
    const add = (family: string, request: Omit<FuzzRequest, 'operation' | 'family' | 'method'>) =>
      requests.push({ operation, family, method, ...request });
    const types = Object.keys(content);
    for (let i = 0; i < runs; i++) {
      const type = types[i % Math.max(types.length, 1)];
      const schema = type ? (content[type]!.schema ?? jsonSchema) : undefined;
      const value = schema
        ? draw(valid(type === 'application/x-www-form-urlencoded' && jsonSchema ? jsonSchema : schema), 1)[0]
        : undefined;
      add('valid', { path: fillPath(undefined, i) + query(false), headers: {}, ...(type ? bodyOf(value, type) : {}) });
      if (jsonSchema) add('invalid body', { path: fillPath(undefined, i), ...bodyOf(draw(invalid(jsonSchema), 1)[0], 'application/json') });
      else if (queryParams.length > 0) add('invalid query', { path: fillPath(undefined, i) + query(true), headers: {} });
    }
    if (pathParams.length > 0) {
      // No dot segments: a URL resolves them before it is sent, so they ask another path, not this operation.
      for (const segment of draw(
        fc.constantFrom('0', '-1', '2147483648', '99999999999', 'abc', '%00', '%20', '1.5', 'x'.repeat(300), '%F0%9F%98%80'),
        3,
      )) {
        add('hostile path', { path: fillPath(segment), headers: {} });
      }
    }
    if (jsonSchema) {
      const sample = JSON.stringify(draw(valid(jsonSchema), 1)[0]);
      add('wrong content type', { path: fillPath(), headers: { 'content-type': 'text/plain' }, body: sample });
      add('no content type', { path: fillPath(), headers: {}, body: new TextEncoder().encode(sample) });
      add('truncated body', {
        path: fillPath(),
        headers: { 'content-type': 'application/json' },
        body: sample.slice(0, Math.floor(sample.length / 2)),
      });
      for (const malformed of draw(
        fc.constantFrom('{"a":', '{,}', 'nul', '\u0000', '[1,2', '"just a string"', '[]', '1e999', '{"__proto__":{"x":1}}'),
        2,
      )) {
        add('malformed body', { path: fillPath(), headers: { 'content-type': 'application/json' }, body: malformed });
      }
    }
    if (types.length > 0) {
      add('oversized body', {
        path: fillPath(),
        headers: { 'content-type': types[0]! },
        body: JSON.stringify({ text: 'a'.repeat(300 * 1024) }),
      });
    }
    add('huge header', { path: fillPath(), headers: { 'x-fuzz': 'h'.repeat(12 * 1024), 'accept-language': 'en,'.repeat(500) } });
    if (role !== 'public') {
      add('no session', { path: fillPath(), headers: {} });
      add('forged session', { path: fillPath(), headers: { authorization: `Bearer ${'A'.repeat(40)}.${'b'.repeat(60)}.c` } });
      add('forged cookie', { path: fillPath(), headers: { cookie: `session=${'z'.repeat(4000)}` } });
    }

    for (const [i, request] of requests.entries()) {
      const needsSession = !['no session', 'forged session', 'forged cookie'].includes(request.family);
      // One in five valid requests to an admin-only operation is asked as an agent: another role's session.
      const asAgent = request.family === 'valid' && role === 'admin' && sessions.agent && i % 5 === 1;
      const bearer = needsSession ? (asAgent ? sessions.agent : await token(i)) : undefined;
      if (bearer) request.headers = { authorization: `Bearer ${bearer}`, ...request.headers };
      if (asAgent) request.family = 'another role';
      const answer = await send(request);
      report.requests++;
      report.byFamily[request.family] = (report.byFamily[request.family] ?? 0) + 1;
      report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
      if (answer.ms > report.slowest.ms) report.slowest = { ms: answer.ms, request };
      report.slowestByOperation[operation] = Math.max(report.slowestByOperation[operation] ?? 0, answer.ms);
      check(request, answer, op);
    }
  }
  return report;
}
