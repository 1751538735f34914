// The unit an inquiry is about: resolved once when stored, by id or by its listing text (docs/PRODUCT.md §7).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInquiry } from '~/db/queries/inquiries';
import { inquiries } from '~/db/schema';
import type { InquiryJson, UnitJson } from '~/src/lib/api/types';
import { listingLabel } from '~/src/lib/listing';
import { issueFormToken } from '~/src/server/form-token';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let formToken: string;
let nextIp = 1;
let dryDock210: UnitJson;
let harbor210: UnitJson;
let harbor7C: UnitJson;

const building = async (name: string, address: string) =>
  (await readJson<{ id: number }>(await api('POST', '/api/buildings', { token, json: { name, address } }))).id;
const unit = async (buildingId: number, unitNumber: string, address: string) =>
  readJson<UnitJson>(
    await api('POST', '/api/properties', { token, json: { buildingId, unitNumber, address, type: 'office', squareFootage: 2450 } }),
  );

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  formToken = await issueFormToken(new Date(Date.now() - 60_000));
  const dryDock = await building('Unit Id Dock', '5 Dock Street');
  const harbor = await building('Unit Id Harbor', '6 Harbor Street');
  dryDock210 = await unit(dryDock, '210', '5 Dock Street');
  harbor210 = await unit(harbor, '210', '6 Harbor Street');
  harbor7C = await unit(harbor, '7C', '6 Harbor Street');
});
afterAll(() => platform.stop());

/** Sends an inquiry; answers the status and, when stored, the row as the admin's list shows it. */
async function send(
  fields: Record<string, unknown>,
): Promise<{ status: number; stored?: InquiryJson | undefined; body: Record<string, unknown> }> {
  const json = { firstName: 'Ida', lastName: 'Unit', email: 'ida@example.com', message: 'Which unit is this about?', formToken, ...fields };
  const response = await api('POST', '/api/contact-submissions', { json, ip: `10.40.0.${nextIp++}` });
  const body = await readJson(response);
  if (response.status !== 201) return { status: response.status, body };
  const list = await readJson<InquiryJson[]>(await api('GET', '/api/contact-submissions', { token }));
  return { status: response.status, body, stored: list.find((i) => i.id === body['id']) };
}

describe('the unit an inquiry is about', () => {
  it("is the id the site's form sends, with its label kept as the listing text", async () => {
    const { status, stored } = await send({ unitId: String(harbor210.id), listing: listingLabel(harbor210) });
    expect(status).toBe(201);
    expect(stored).toMatchObject({ unitId: harbor210.id, listing: '6 Harbor Street - Unit 210 - Office (2,450 sq ft)' });
  });

  it('is the id even when the text names another unit: the text is kept verbatim, the id decides', async () => {
    const { stored } = await send({ unitId: dryDock210.id, listing: 'Unit 7C' });
    expect(stored).toMatchObject({ unitId: dryDock210.id, listing: 'Unit 7C' });
  });

  it('is resolved from the listing text alone (the API, links), by the best match, or none', async () => {
    const cases: [string | undefined, number | null][] = [
      [listingLabel(dryDock210), dryDock210.id],
      ['6 Harbor Street - Unit 210 - Office (9,999 sq ft)', harbor210.id], // the address decides between the two 210s
      ['Unit 7C', harbor7C.id], // the only 7C
      ['Unit 210', null], // two of them: not guessed
      ['A general question', null],
      [undefined, null],
    ];
    for (const [listing, unitId] of cases) {
      const { status, stored } = await send(listing === undefined ? {} : { listing });
      expect(status, listing).toBe(201);
      expect(stored, listing).toMatchObject({ unitId, listing: listing ?? null });
    }
  });

  it('is never a reason to lose an inquiry: an unknown or trashed id is stored as no unit, or the text decides', async () => {
    expect((await send({ unitId: 987654, listing: 'Unit 210' })).stored).toMatchObject({ unitId: null, listing: 'Unit 210' });
    expect((await send({ unitId: 987654, listing: 'Unit 7C' })).stored).toMatchObject({ unitId: harbor7C.id });

    const gone = await unit(await building('Unit Id Gone', '7 Gone Street'), 'G1', '7 Gone Street');
    const before = await send({ unitId: gone.id, listing: listingLabel(gone) });
    expect(before.stored).toMatchObject({ unitId: gone.id });
    expect((await api('DELETE', `/api/properties/${gone.id}`, { token })).status).toBe(200);
    // In the Trash: a new inquiry about it is stored without it; the earlier one keeps it (it may come back).
    expect((await send({ unitId: gone.id, listing: listingLabel(gone) })).stored).toMatchObject({ unitId: null });
    const [kept] = await platform.db.select().from(inquiries).where(eq(inquiries.id, before.stored!.id));
    expect(kept).toMatchObject({ unitId: gone.id });
    // Deleted forever: the inquiry stays, with its text and no unit.
    expect((await api('DELETE', `/api/trash/unit/${gone.id}`, { token })).status).toBe(200);
    const [purged] = await platform.db.select().from(inquiries).where(eq(inquiries.id, before.stored!.id));
    expect(purged).toMatchObject({ unitId: null, listing: '7 Gone Street - Unit G1 - Office (2,450 sq ft)' });
    // Deleted forever between resolving and storing: stored all the same, without it.
    const late = await insertInquiry({
      firstName: 'Ida',
      lastName: 'Late',
      email: 'ida@example.com',
      message: 'Sent as the unit was purged.',
      listing: 'Unit G1',
      unitId: gone.id,
      spamReason: null,
    });
    expect(late).toMatchObject({ unitId: null, listing: 'Unit G1' });
  });

  it('refuses an id that is not a whole number, with a clear message, and stores nothing', async () => {
    for (const unitId of ['abc', -1, 1.5]) {
      const { status, body } = await send({ unitId });
      expect(status, String(unitId)).toBe(400);
      expect(body['fieldErrors']).toEqual({ unitId: ['Please choose a space from the list'] });
    }
  });
});
