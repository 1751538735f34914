// What one kind of record needs to be drafted, previewed and published (decisions 027 and 030),
// apart from ./drafts.ts so each kind's definition (./draft-kinds.ts, ./site-drafts.ts) can name it
// without importing the module that gathers them (no import cycle).
import type { z } from 'zod';
import type { Actor } from './actor';
import type { Background } from './publish';
import { validate } from './validation';

/** A saved draft as a kind's publish and preview see it: the body already parsed by its schema. */
export interface DraftOf<Data> {
  id: number;
  entityId: number | null;
  data: Data;
  baseVersion: number | null;
}

export interface Published {
  entityId: number;
  record: unknown;
}

/** What one kind of record needs to be drafted, previewed and published. */
export interface DraftKindDefinition<Data> {
  /** The kind's own save schema (the form's): a draft is validated as a save would be. */
  schema: z.ZodType<Data>;
  /** Whether a draft may stand for a record not yet published (no entityId): a new unit. */
  allowsNew: boolean;
  /** What the admin calls the record: 'Unit 210', 'Harbor Building', 'Site content'. */
  label(data: Data): string;
  /** The published record's version now; throws not-found when it is gone. */
  currentVersion(entityId: number): Promise<number>;
  /** Saves the body through the kind's normal save path, checked against `baseVersion`. */
  publish(draft: DraftOf<Data>, actor: Actor, background: Background): Promise<Published>;
  /** The preview page for this draft: `/preview/listing/?draft=12`. */
  previewPath(draft: { id: number; entityId: number | null }): string;
  /** What that page needs to render the draft applied (GET /api/drafts/:id/preview). */
  preview(draft: DraftOf<Data>): Promise<Record<string, unknown>>;
}

/**
 * A kind's definition as ./drafts.ts uses it, whatever its body's type: every stored body is parsed
 * by the kind's own schema before its functions see it (stored bodies were validated on save;
 * parsing again applies rules added since).
 */
export interface DraftBehaviour {
  allowsNew: boolean;
  /** The body as the kind's schema parses it; 400 with its messages when it does not. */
  parse(data: unknown): unknown;
  /** What the admin calls the record, or null when the stored body no longer parses. */
  label(data: unknown): string | null;
  currentVersion(entityId: number): Promise<number>;
  publish(draft: DraftOf<unknown>, actor: Actor, background: Background): Promise<Published>;
  previewPath(draft: { id: number; entityId: number | null }): string;
  preview(draft: DraftOf<unknown>): Promise<Record<string, unknown>>;
}

export function draftBehaviour<Data>(definition: DraftKindDefinition<Data>): DraftBehaviour {
  const parse = (data: unknown): Data => validate(definition.schema, data);
  const parsed = (draft: DraftOf<unknown>): DraftOf<Data> => ({ ...draft, data: parse(draft.data) });
  return {
    allowsNew: definition.allowsNew,
    parse,
    label(data) {
      const result = definition.schema.safeParse(data);
      return result.success ? definition.label(result.data) : null;
    },
    currentVersion: (entityId) => definition.currentVersion(entityId),
    publish: (draft, actor, background) => definition.publish(parsed(draft), actor, background),
    previewPath: (draft) => definition.previewPath(draft),
    preview: (draft) => definition.preview(parsed(draft)),
  };
}
