// The server's settings, read from the environment and checked on every use (cheap), so tests and
// scripts that change the environment are seen at once.
import { z } from 'zod';
import { siteConfig } from '../lib/site-config';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const ServerEnvSchema = z.object({
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET must be at least 32 characters')),
  BUILD_HOOK_URL: optional(z.url()),
  LEASING_EMAIL: optional(z.email()).default(siteConfig.contact.email),
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
});

export type ServerEnv = z.output<typeof ServerEnvSchema>;

export function serverEnv(): ServerEnv {
  return ServerEnvSchema.parse(process.env);
}

/** The server's secret (JWT_SECRET): it signs sessions and form tokens and salts the daily visitor hashes. */
export function serverSecret(): Uint8Array {
  const secret = serverEnv().JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET is not set');
  return new TextEncoder().encode(secret);
}
