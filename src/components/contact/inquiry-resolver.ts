// The contact form's validation: the API's own schema (loaded on demand by ContactForm).
import { zodResolver } from '@hookform/resolvers/zod';
import { InquirySchema } from '~/src/lib/schemas/inquiry';

export const inquiryResolver = zodResolver(InquirySchema);
