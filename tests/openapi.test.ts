// The OpenAPI document (/api/openapi.json) against the functions: every path and method their
// route tables serve is in it and nothing else, and it is a valid OpenAPI 3.1 document. A route
// added, removed or renamed on one side only fails here.
import { describe, expect, it } from 'vitest';
import { DESCRIPTIONS } from '~/src/server/openapi/descriptions';
import { openApiDocument, openApiPath } from '~/src/server/openapi/document';
import { openApiErrors } from '~/scripts/fuzz/openapi-check';
import { api, readJson } from './helpers/api';
import { functionRouter } from './helpers/api';

/** The methods each path serves, as routes() exposes them on its handler; undefined for another handler. */
function routeMethods(handler: unknown): Record<string, string[]> | undefined {
  const methods: unknown = typeof handler === 'function' ? Reflect.get(handler, 'methods') : undefined;
  return methods && typeof methods === 'object' ? (methods as Record<string, string[]>) : undefined;
}

/** `GET /api/properties/{id}` for every method of every path the functions serve. */
async function servedOperations(): Promise<string[]> {
  const routed = (await functionRouter().functions()).filter(({ config }) => config.path);
  return routed.flatMap(({ name, handler }) => {
    const methods = routeMethods(handler);
    if (!methods) throw new Error(`${name} does not serve through routes()`);
    return Object.entries(methods).flatMap(([pattern, verbs]) => verbs.map((verb) => `${verb} ${openApiPath(pattern)}`));
  });
}

function documentedOperations(): string[] {
  const paths = openApiDocument()['paths'] as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
}

describe('the OpenAPI document', () => {
  it('lists exactly the operations the functions serve', async () => {
    expect(documentedOperations().toSorted()).toEqual((await servedOperations()).toSorted());
  });

  it('describes every operation in prose, and nothing it does not serve', async () => {
    const served = new Set(await servedOperations());
    const described = Object.keys(DESCRIPTIONS).map((key) => key.replace(/:(\w+)/g, '{$1}'));
    expect(described.filter((key) => !served.has(key))).toEqual([]);
    expect([...served].filter((key) => !described.includes(key))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', () => {
    expect(openApiErrors(openApiDocument())).toEqual([]);
  });

  it('is served at /api/openapi.json to anyone', async () => {
    const response = await api('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await readJson(response)).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('names the role each operation needs', () => {
    const paths = openApiDocument()['paths'] as Record<string, Record<string, { 'x-role': string; security: unknown[] }>>;
    expect(paths['/api/activity']!['get']!['x-role']).toBe('admin');
    expect(paths['/api/properties']!['post']!['x-role']).toBe('staff');
    expect(paths['/api/properties']!['get']!['security']).toEqual([]);
  });
});
