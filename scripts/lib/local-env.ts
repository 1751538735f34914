// Settings `npm start` provides when the environment does not: a session secret kept in the data
// folder (so sign-ins survive restarts), the local build hook, and an outbox for inquiry e-mails.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_HOOK_PATH } from './local-server';

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

export async function applyLocalEnv(dataDir: string, port: number): Promise<void> {
  process.env['JWT_SECRET'] ||= await readOrCreateSecret(path.join(dataDir, 'jwt-secret'));
  process.env['BUILD_HOOK_URL'] ||= `http://localhost:${port}${BUILD_HOOK_PATH}`;
  if (!process.env['SMTP_HOST']) process.env['OUTBOX_DIR'] ||= path.join(dataDir, 'outbox');
}
