// The office hours that decide tours on the server: the published site content's (decision 048),
// read on every request, so a publish changes what is bookable at once (the pages follow after
// their rebuild). While the database cannot be reached (an inquiry is then parked, decision 017),
// the hours last read by this instance stand in, or the default hours on a cold one.
import { isDatabaseUnreachable } from '~/db/queries/errors';
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '~/src/lib/schemas/office-hours';
import { getSiteContent } from './site-content';

let lastRead: OfficeHours | undefined;

export async function publishedOfficeHours(): Promise<OfficeHours> {
  try {
    lastRead = (await getSiteContent()).contact.hours;
    return lastRead;
  } catch (error) {
    if (!isDatabaseUnreachable(error)) throw error;
    console.error('Database unreachable; tours are checked against the office hours last read');
    return lastRead ?? DEFAULT_OFFICE_HOURS;
  }
}
