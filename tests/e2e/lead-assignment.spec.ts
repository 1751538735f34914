// Leads belong to a person: the admin gives a lead to an agent; the agent signs in,
// finds it under "Mine", works it (stage, note, tour), and the lead's history and the admin's
// Activity view name the agent.
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEFAULT_OFFICE_HOURS } from '~/src/lib/schemas/office-hours';
import { bookableSlots } from '~/src/lib/tour-slots';
import { createColleague, personsFormToken, signIn, signInAs, uniqueName, type Colleague } from './helpers';
import { expect, test } from './workshop';

// The round-robin test turns the team's switch on for a moment: while it is on, the first test's
// leads would go to an agent in turn, so the two run one after the other.
test.describe.configure({ mode: 'default', timeout: 120_000 });

/** Stores an inquiry with a person's form token (older than the time trap) and one tour time. */
async function sendInquiry(request: APIRequestContext, lastName: string, tourStart: string): Promise<void> {
  const token = await personsFormToken(request);
  const response = await request.post('/api/contact-submissions', {
    data: {
      firstName: 'Lead',
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      message: 'We need about 3,000 sq ft for a design studio.',
      formToken: token,
      tourSlots: [tourStart],
    },
  });
  expect(response.status()).toBe(201);
}

const row = (page: Page, lastName: string) => page.getByTestId('inquiry-row').filter({ hasText: `Lead ${lastName}` });

async function signInAsAgent(browser: Browser, agent: Colleague): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, agent);
  return page;
}

test('the admin assigns a lead to an agent, who finds it under Mine and works it; its history names the agent', async ({
  page,
  browser,
  request,
}) => {
  const AGENT = await createColleague('agent');
  const assigned = uniqueName('Assigned');
  const elsewhere = uniqueName('Elsewhere');
  const [start] = bookableSlots(new Date(Date.now() + 3_600_000), DEFAULT_OFFICE_HOURS);
  await sendInquiry(request, assigned, start!.toISOString());
  await sendInquiry(request, elsewhere, start!.toISOString());

  // The admin gives the lead to Dana.
  await signIn(page);
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await expect(row(page, assigned)).toContainText('Unassigned');
  await row(page, assigned)
    .getByRole('button', { name: /View inquiry/ })
    .click();
  const adminDialog = page.getByRole('dialog', { name: `Inquiry from Lead ${assigned}` });
  const assignee = adminDialog.getByRole('combobox', { name: 'Assigned to' });
  await expect(assignee.getByRole('option', { name: AGENT.name })).toHaveCount(1);
  await assignee.selectOption({ label: AGENT.name });
  await expect(adminDialog.getByRole('list', { name: 'History' })).toContainText(`admin: Assigned to ${AGENT.name}`);
  await adminDialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(row(page, assigned)).toContainText(`Assigned to ${AGENT.name}`);

  // Dana signs in and filters her leads: the address keeps the filter.
  const agent = await signInAsAgent(browser, AGENT);
  await agent.getByRole('tab', { name: 'Inquiries' }).click();
  await agent.getByRole('group', { name: 'Whose leads' }).getByRole('button', { name: 'Mine' }).click();
  await expect(agent).toHaveURL(/owner=mine/);
  await expect(row(agent, assigned)).toBeVisible();
  await expect(row(agent, elsewhere)).toHaveCount(0);
  // An agent does not see the team's round-robin switch.
  await expect(agent.getByText('Assign new leads automatically')).toHaveCount(0);

  await row(agent, assigned)
    .getByRole('button', { name: /View inquiry/ })
    .click();
  const dialog = agent.getByRole('dialog', { name: `Inquiry from Lead ${assigned}` });
  const history = dialog.getByRole('list', { name: 'History' });
  await dialog.getByLabel('Stage').selectOption('contacted');
  await dialog.getByRole('button', { name: 'Save stage' }).click();
  await expect(history).toContainText(`${AGENT.name}: Tour requested → Contacted`);

  await dialog.getByLabel(/Internal note/).fill('Called; they want to see it Tuesday.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(history).toContainText(`${AGENT.name}: Called; they want to see it Tuesday.`);

  await dialog.getByRole('list', { name: 'Requested times' }).getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByRole('group', { name: 'Invitation to send' }).getByRole('button', { name: 'Send invitation' }).click();
  await expect(history).toContainText(`${AGENT.name}: Tour confirmed for`);

  // The admin sees the same names in the lead's history.
  await page.reload();
  await row(page, assigned)
    .getByRole('button', { name: /View inquiry/ })
    .click();
  await expect(adminDialog.getByRole('list', { name: 'History' })).toContainText(`${AGENT.name}: Tour confirmed for`);
  await adminDialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  // The Activity view lists what the agent did, under their name.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByLabel('Person').selectOption({ label: AGENT.name });
  const lines = page.getByTestId('activity-line');
  for (const action of ['Signed in', 'Inquiries: stage', 'Inquiries: note', 'Inquiries: tour']) {
    await expect(lines.filter({ hasText: action }).first()).toContainText(AGENT.name);
  }
  await expect(lines.filter({ hasNotText: AGENT.name })).toHaveCount(0);
  await agent.context().close();
});

test('an admin turns on round-robin assignment in the Inquiries tab', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  const toggle = page.getByRole('switch', { name: 'Assign new leads automatically (round-robin among agents)' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
  // Off again: the other browser tests expect new leads unassigned.
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();
});
