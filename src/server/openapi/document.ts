// The OpenAPI 3.1 document of the API, generated from ./operations.ts with zod 4's own
// z.toJSONSchema: OpenAPI 3.1 schemas are JSON Schema 2020-12, which is what zod emits, so no
// generator library stands between the schemas the functions validate with and the document.
import { z } from 'zod';
import { DESCRIPTIONS } from './descriptions';
import { ErrorSchema, KIND_VALUES, OPERATIONS, PATH_PARAMETERS, type Answer, type Body, type Method, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

/**
 * A schema as JSON Schema. Requests are described as their input (what may be sent), answers as
 * what the admin's client parses, which is also their input: transforms, refinements and custom
 * checks have no JSON Schema and are described by their base type.
 */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: ({ zodSchema, jsonSchema: generated }) => {
      // A field that preprocesses its value (a comma-separated list, blank as none) counts as
      // required to zod's generator; it is optional exactly when the field accepts no value.
      const def = zodSchema._zod.def;
      if (def.type !== 'object' || !Array.isArray(generated.required)) return;
      const shape = (def as z.core.$ZodObjectDef).shape;
      generated.required = generated.required.filter((key) => !acceptsNothing(shape[key]));
      if (generated.required.length === 0) delete generated.required;
    },
  }) as JsonSchema;
  return rest;
}

function acceptsNothing(field: z.core.$ZodType | undefined): boolean {
  if (!field) return false;
  try {
    return z.safeParse(field, undefined).success;
  } catch {
    // A preprocessing step that cannot take undefined: the field needs a value.
    return false;
  }
}

const MEDIA_TYPES: Record<Body['type'], string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  text: 'text/plain',
};

const error = (description: string): Answer => ({ description, schema: ErrorSchema });

/** The error answers an operation can give, from what it reads and who may call it (docs/API.md, "Errors"). */
function errorAnswers(path: string, method: Method, op: Operation): Record<number, Answer> {
  const answers: Record<number, Answer> = {};
  const hasParams = path.includes(':');
  if (op.bodies || op.query || op.headers) answers[400] = error('Invalid input');
  if (op.role !== 'public') answers[401] = error('No valid session');
  // 403: a cookie-authenticated write from another origin, an agent asking for what only an
  // admin may do, or a sign-in form posted from another site.
  if (op.role !== 'public' || op.throttled || method !== 'GET')
    answers[403] = error('Refused: another origin, or only an admin may do this');
  if (hasParams || method !== 'GET') answers[404] = error('Not found (also any malformed id)');
  answers[405] = error('Method not allowed (see Allow)');
  if (op.conflicts || (method !== 'GET' && op.role !== 'public')) answers[409] = error('Conflict (a newer version, a duplicate)');
  if (op.bodies) {
    answers[413] = error('Body too large');
    answers[415] = error('Send the body as JSON (Content-Type: application/json)');
  }
  if (op.throttled) answers[429] = error('Too many attempts (see Retry-After)');
  // The HTTP server's own answer, before any function runs (Node's limit is 16 KB).
  answers[431] = { description: 'The request line or headers are too large' };
  answers[500] = error('Something went wrong on our side (details only in the log)');
  answers[503] = error('Could not be taken right now; nothing was stored');
  return answers;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

function content(answer: Answer): JsonSchema {
  if (!answer.schema) return {};
  // The error shape is one component, not a copy per answer.
  const schema = answer.schema === ErrorSchema ? ERROR_REF : jsonSchema(answer.schema);
  return { [answer.type ?? 'application/json']: { schema } };
}

/** One status's answer; a status with two (a JSON error, or a plain form's page again) has both media types. */
function responseObject(answers: Answer[]): JsonSchema {
  const media = Object.assign({}, ...answers.map(content)) as JsonSchema;
  return { description: answers.map((a) => a.description).join('; or '), ...(Object.keys(media).length > 0 ? { content: media } : {}) };
}

/** `/api/history/:kind/:id` → `/api/history/{kind}/{id}`. */
export const openApiPath = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');

function parameters(path: string, op: Operation): JsonSchema[] {
  const inPath = [...path.matchAll(/:(\w+)/g)].map(([, name]) => {
    const kinds = name === 'kind' ? Object.entries(KIND_VALUES).find(([prefix]) => path.startsWith(prefix))?.[1] : undefined;
    const schema = kinds ? { type: 'string', enum: [...kinds] } : jsonSchema(PATH_PARAMETERS[name!] ?? z.string());
    return { name, in: 'path', required: true, schema };
  });
  const query = op.query
    ? Object.entries(op.query.shape).map(([name, field]) => ({
        name,
        in: 'query',
        required: !(field as z.ZodType).safeParse(undefined).success,
        schema: jsonSchema(z.string()),
        // What the function reads the text as (a number, one of a list), for clients and the fuzzer.
        'x-read-as': jsonSchema(field as z.ZodType),
      }))
    : [];
  const headers = Object.entries(op.headers ?? {}).map(([name, schema]) => ({
    name,
    in: 'header',
    required: false,
    schema: jsonSchema(schema),
  }));
  return [...inPath, ...query, ...headers];
}

const ROLE_TEXT = {
  public: 'Anyone.',
  staff: 'A signed-in staff member (role admin or agent).',
  admin: 'The admin role only: an agent gets 403 "Only an admin can …".',
};

function operationObject(path: string, method: Method, op: Operation): JsonSchema {
  const errors = errorAnswers(path, method, op);
  const statuses = [...new Set([...Object.keys(errors), ...Object.keys(op.answers)])].map(Number).toSorted((a, b) => a - b);
  const role = op.adminOnlyWhen ? `${ROLE_TEXT[op.role]} The admin role only when ${op.adminOnlyWhen}.` : ROLE_TEXT[op.role];
  return {
    operationId: `${method.toLowerCase()} ${path}`,
    summary: op.summary,
    description: `${DESCRIPTIONS[`${method} ${path}`] ?? op.summary}\n\nAccess: ${role}`,
    'x-role': op.role,
    ...(op.role === 'public' ? { security: [] } : { security: [{ bearer: [] }, { cookie: [] }] }),
    parameters: parameters(path, op),
    ...(op.bodies
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(op.bodies.map((b) => [MEDIA_TYPES[b.type], { schema: jsonSchema(b.schema) }])),
          },
        }
      : {}),
    responses: Object.fromEntries(
      statuses.map((status) => [
        String(status),
        responseObject([op.answers[status], errors[status]].filter((a): a is Answer => a !== undefined)),
      ]),
    ),
  };
}

let built: JsonSchema | undefined;

/** The document served at /api/openapi.json (built once per process). */
export function openApiDocument(): JsonSchema {
  built ??= {
    openapi: '3.1.1',
    info: {
      title: 'South Boston Waterfront Commerce Center API',
      version: '1',
      description:
        'The leasing site’s headless CMS. Prose on sessions, caching, versions and side effects: docs/API.md. Errors are `{ message, fieldErrors? }` with an honest status.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    components: {
      schemas: { Error: jsonSchema(ErrorSchema) },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token a sign-in answers' },
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session',
          description: '`__Host-session` on https; writes only from the site’s own origin',
        },
      },
    },
    paths: Object.fromEntries(
      Object.entries(OPERATIONS).map(([path, methods]) => [
        openApiPath(path),
        Object.fromEntries(
          Object.entries(methods).map(([method, op]) => [method.toLowerCase(), operationObject(path, method as Method, op)]),
        ),
      ]),
    ),
  };
  return built;
}
