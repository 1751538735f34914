// `npm run admin:create`: creates the `admin` user in the database named by NETLIFY_DB_URL
// (for a new production database), with the password from ADMIN_PASSWORD. Never overwrites.
import { closeDatabase, getDb } from '~/db/client';
import { ensureAdminUser } from './lib/seed';

if (!process.env['NETLIFY_DB_URL']) {
  console.error(
    "Set NETLIFY_DB_URL to the database connection string (the site's Database page → production branch → Copy connection string).",
  );
  process.exit(1);
}
try {
  const created = await ensureAdminUser(getDb(), { adminPassword: process.env['ADMIN_PASSWORD'], isProduction: true });
  console.log(created ? 'Created the admin user.' : 'An admin user already exists; nothing changed.');
} finally {
  await closeDatabase();
}
