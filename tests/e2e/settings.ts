// The settings playwright.config.ts gives `npm start` for the browser tests, which the tests
// read too. Kept free of Playwright's test API so the config can import it.

/** The admin's password in the e2e data folder. */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * The contact form's time trap in the browser tests (INQUIRY_MIN_FILL_MS): one second, not the
 * real three (tests/api/inquiries.test.ts proves those), so a test sends as a person in a second.
 */
export const E2E_MIN_FILL_MS = 1000;

/** The every-minute scheduled functions run this often under the browser tests (LOCAL_SCHEDULE_TICK_SECONDS). */
export const E2E_SCHEDULE_TICK_SECONDS = 2;
