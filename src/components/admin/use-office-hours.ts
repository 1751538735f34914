// The office hours published now (the site content's, decision 048), for the admin's tour views:
// the times staff may book and the mark on a tour that the hours no longer cover. Undefined while
// loading (nothing is marked then).
import { useQuery } from '@tanstack/react-query';
import { siteContentQuery } from '~/src/lib/api/queries';
import type { OfficeHours } from '~/src/lib/schemas/office-hours';

export const usePublishedOfficeHours = (): OfficeHours | undefined => useQuery(siteContentQuery()).data?.contact.hours;

/** The mark on a booked or requested tour outside the published hours. */
export const OUTSIDE_HOURS_LABEL = 'Outside office hours';
