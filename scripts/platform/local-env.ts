// Settings `npm start` and `npm run dev` provide when the environment does not: a session secret
// kept in the data folder (so sign-ins survive restarts), an outbox folder for e-mails when there
// is no SMTP server, and `npm start`'s own build hook. (`netlify dev` takes its own from
// netlify.toml's [context.dev.environment].)
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where `npm start`'s local server takes build hook calls (its own, not Netlify's). */
export const BUILD_HOOK_PATH = '/.netlify/local-build-hook';

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** `buildHookPort`: the port of `npm start`'s own build hook (dev servers render on request instead). */
export async function applyLocalEnv(dataDir: string, buildHookPort?: number): Promise<void> {
  process.env['JWT_SECRET'] ||= await readOrCreateSecret(path.join(dataDir, 'jwt-secret'));
  if (buildHookPort) {
    process.env['BUILD_HOOK_URL'] ||= `http://localhost:${buildHookPort}${BUILD_HOOK_PATH}`;
    process.env['URL'] ||= `http://localhost:${buildHookPort}`; // links in e-mails
  }
  if (!process.env['SMTP_HOST']) process.env['OUTBOX_DIR'] ||= path.join(dataDir, 'outbox');
}
