// The contact form's validation: the API's own schema (loaded on demand by ContactForm), with the
// office hours the page was built with as the resolver's context (the server checks the published ones).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { inquirySchema, type InquiryData, type InquiryInput } from '~/src/lib/schemas/inquiry';
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from '~/src/lib/schemas/office-hours';

const resolvers = new WeakMap<OfficeHours, Resolver<InquiryInput, OfficeHours, InquiryData>>();

export const inquiryResolver: Resolver<InquiryInput, OfficeHours, InquiryData> = (values, hours = DEFAULT_OFFICE_HOURS, options) => {
  let resolver = resolvers.get(hours);
  if (!resolver) resolvers.set(hours, (resolver = zodResolver(inquirySchema(hours))));
  return resolver(values, hours, options);
};
