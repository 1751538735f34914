// The server's settings, read from the environment and checked on every use (cheap), so tests and
// scripts that change the environment are seen at once.
import { z } from 'zod';
import { INQUIRY_BURST_LIMIT, MIN_FILL_MS } from '~/src/lib/schemas/inquiry';
import { DEFAULT_SITE_CONTENT } from '~/src/lib/site-content-defaults';
import { siteConfig } from '~/src/lib/site-config';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const ServerEnvSchema = z.object({
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters')),
  BUILD_HOOK_URL: optional(z.url()),
  LEASING_EMAIL: optional(z.email()).default(DEFAULT_SITE_CONTENT.contact.email),
  MAIL_FROM: optional(z.string()).default(`${siteConfig.name} <no-reply@southbostoncommerce.com>`),
  SMTP_HOST: optional(z.string()),
  SMTP_PORT: optional(z.coerce.number().int().positive()).default(587),
  SMTP_SECURE: optional(z.enum(['true', 'false'])).default('false'),
  SMTP_USER: optional(z.string()),
  SMTP_PASS: optional(z.string()),
  /** The site's address, for links in e-mails (Netlify sets URL; `npm start` sets its own). */
  URL: optional(z.url()).default('http://localhost:8888'),
  /** Without SMTP, messages are written here (local development). */
  OUTBOX_DIR: optional(z.string()),
  /** Inquiries one address may send per window (src/server/throttle.ts); the browser tests raise it. */
  INQUIRY_BURST_LIMIT: optional(z.coerce.number().int().positive()).default(INQUIRY_BURST_LIMIT),
  /** The contact form's time trap (src/server/inquiries.ts); the browser tests shorten it so they need not wait it out. */
  INQUIRY_MIN_FILL_MS: optional(z.coerce.number().int().min(0)).default(MIN_FILL_MS),
  /** How long writes must pause before the site is rebuilt (src/server/publish.ts). */
  REBUILD_QUIET_MS: optional(z.coerce.number().int().min(0)).default(2000),
  /**
   * The "JWS secret token" of the site's outgoing deploy notifications (docs/OPERATIONS.md: Deploying to
   * Netlify): /api/deploy-events accepts only notifications signed with it (decision 041).
   */
  DEPLOY_WEBHOOK_SECRET: optional(z.string().min(16, 'DEPLOY_WEBHOOK_SECRET must be at least 16 characters')),
  /** Set by Netlify in functions: with it, writes purge the CDN's cached reads (src/server/cdn-cache.ts). */
  NETLIFY_PURGE_API_TOKEN: optional(z.string()),
  /** Where the purge is sent instead of Netlify's API (the tests observe purges there). */
  NETLIFY_API_URL: optional(z.url()),
});

export type ServerEnv = z.output<typeof ServerEnvSchema>;

/** The name of every setting above (the tests clear each, whatever the caller's shell holds). */
export const SERVER_ENV_NAMES = Object.keys(ServerEnvSchema.shape) as (keyof ServerEnv)[];

export function serverEnv(): ServerEnv {
  return ServerEnvSchema.parse(process.env);
}

/** A setting the server cannot work without is not set: a deployment mistake, never a visitor's. */
export class MissingSettingError extends Error {
  constructor(readonly setting: keyof ServerEnv) {
    super(`${setting} is not set`);
    this.name = 'MissingSettingError';
  }
}

/**
 * The server's secret (JWT_SECRET), the one signing key: it signs sessions and form tokens, salts
 * the daily visitor hashes and keys the address tags of parked inquiries.
 */
export function serverSecret(): Uint8Array {
  const secret = serverEnv().JWT_SECRET;
  if (!secret) throw new MissingSettingError('JWT_SECRET');
  return new TextEncoder().encode(secret);
}
