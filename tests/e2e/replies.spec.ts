// Replies from the admin on a phone: a reply composed from a template in the composer
// sheet, sent, on the lead's timeline, and in the outbox as the visitor and the leasing mailbox get
// it: threaded under the inquiry's e-mail (In-Reply-To, References), the leasing mailbox in Cc.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseStrictMessage } from '../helpers/strict-mail';
import { outboxOf } from './settings';
import { expect, test, thisWorkshop } from './workshop';
import { expectNoAxeViolations, TOASTS } from './axe';
import { personsFormToken, signIn, uniqueName } from './helpers';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/** This worker's workshop's outbox. */
const outbox = () => outboxOf(thisWorkshop());

/** The outbox's messages whose file name contains `marker`, read strictly (the outbox writes LF line ends; SMTP carries CRLF). */
async function outboxMail(marker: string) {
  const files = (await readdir(outbox()).catch(() => [])).filter((file) => file.includes(marker)).sort();
  return Promise.all(
    files.map(async (file) => parseStrictMessage((await readFile(path.join(outbox(), file), 'utf8')).replace(/\n/g, '\r\n'))),
  );
}

test('a reply composed from a template on a phone is sent, threaded, and on the lead’s timeline', async ({ page, request }) => {
  const rowan = uniqueName('rowan.replies').toLowerCase();
  // A name of this run's own: the inbox lists every earlier run's inquiry on the same workshop.
  const lastName = uniqueName('Replies');
  const person = `Rowan ${lastName}`;
  test.setTimeout(120_000);
  const formToken = await personsFormToken(request);
  const sent = await request.post('/api/contact-submissions', {
    data: {
      firstName: 'Rowan',
      lastName,
      email: `${rowan}@example.com`,
      message: 'Is the warehouse unit still free from March?',
      formToken,
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };

  await signIn(page);
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await page.getByRole('button', { name: `View inquiry from ${person}` }).click();
  const inquiry = page.getByRole('dialog', { name: `Inquiry from ${person}` });
  await inquiry.getByRole('button', { name: 'Reply', exact: true }).click();

  const composer = page.getByRole('dialog', { name: `Reply to ${person}` });
  await expect(composer).toBeVisible();
  // Escape closes the composer only: the inquiry stays open under it.
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();
  await expect(inquiry).toBeVisible();
  await inquiry.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(composer).toBeVisible();
  // A sheet that fits the phone: nothing wider than the screen, Send in reach at the bottom.
  const box = (await composer.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(375);
  expect(await composer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(composer.getByRole('button', { name: 'Send reply' })).toBeInViewport();

  await composer.getByRole('combobox', { name: 'Start from a template' }).selectOption({ label: 'Thanks, and next steps' });
  const message = composer.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(/^Hello Rowan,\n\nThank you for your interest in/);
  await expect(message).not.toHaveValue(/\{\{/);
  await message.press('Control+End');
  await message.pressSequentially('\nP.S. The unit has dock-high loading.');
  // Another template would replace what was typed: it asks. Declined, the text and the choice stay.
  const picker = composer.getByRole('combobox', { name: 'Start from a template' });
  const asked: string[] = [];
  page.once('dialog', (question) => {
    asked.push(question.message());
    void question.dismiss();
  });
  await picker.selectOption({ label: 'Unit no longer available' });
  expect(asked).toEqual(['Replace what you have written with this template?']);
  await expect(message).toHaveValue(/P\.S\. The unit has dock-high loading\.$/);
  await expect(picker.locator('option:checked')).toHaveText('Thanks, and next steps');
  await expectNoAxeViolations(page, 'the reply composer', { exclude: TOASTS });

  // (A line break cannot reach the subject from here: a text input drops it. The API refuses one: tests/api/replies.test.ts.)
  const templateSubject = await composer.getByRole('textbox', { name: 'Subject' }).inputValue();
  expect(templateSubject).toMatch(/^Your inquiry about /);

  await composer.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent', { exact: true })).toBeVisible();
  await expect(composer).toBeHidden();

  const timeline = inquiry.getByRole('list', { name: 'History' });
  const entry = timeline.getByTestId('reply-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`admin: Replied by e-mail: ${templateSubject}`);
  await expect(entry).toContainText('Delivered');
  await expect(timeline).toContainText('Replied by e-mail (first response) · New → Contacted');
  // The text is behind a disclosure: shown once it is opened (the text content holds it either way).
  const replyText = entry.getByText('P.S. The unit has dock-high loading.');
  await expect(replyText).toBeHidden();
  await entry.getByText(`Show the reply to ${rowan}@example.com`).click();
  await expect(replyText).toBeVisible();
  await expectNoAxeViolations(page, 'the timeline with a reply', { exclude: TOASTS });

  const [notification] = await outboxMail(`-inquiry-${id}.eml`);
  // Written as `<time>-reply-<inquiry>-<reply>.eml`.
  const [reply, ...more] = await outboxMail(`-reply-${id}-`);
  expect(more).toEqual([]);
  expect(reply!.to).toEqual([{ name: person, address: `${rowan}@example.com` }]);
  expect(reply!.cc.map((cc) => cc.address)).toEqual([reply!.from.address]);
  expect(reply!.inReplyTo).toBe(notification!.messageId);
  expect(reply!.references).toEqual([notification!.messageId]);
  expect(reply!.subject).toBe(templateSubject);
  expect(reply!.text).toContain('P.S. The unit has dock-high loading.');
});
