import type { InquiryJson } from '~/src/lib/api/types';

export const fullName = (i: Pick<InquiryJson, 'firstName' | 'lastName'>) => `${i.firstName} ${i.lastName}`;
