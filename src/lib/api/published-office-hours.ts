// The office hours published now (decision 048), read by the contact form's tour picker once its
// box is ticked. Its own module: the contact form loads no query cache (decision 052).
import { apiGet } from './client';

export const fetchPublishedOfficeHours = () =>
  apiGet('/api/site-content', () => import('./public-responses').then((s) => s.PublishedOfficeHoursSchema));
