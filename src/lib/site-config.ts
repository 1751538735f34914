// Shared site information (docs/PRODUCT.md §1): pages, the footer, JSON-LD and the inquiry e-mail use it.
import { officeHours } from './office-hours';

export const siteConfig = {
  name: 'South Boston Waterfront Commerce Center',
  tagline: 'Flexible office and industrial space on the South Boston waterfront',
  description:
    'Office, flex and industrial space from 1,000 to 7,200 sq ft in a 500,000+ sq ft complex on the South Boston waterfront, with parking and 15 minutes to Logan Airport.',
  contact: {
    email: 'leasing@southbostoncommerce.com',
    phone: '(617) 555-0142',
    address: { street: '21 Drydock Avenue', city: 'Boston', state: 'MA', zip: '02127' },
    hours: `Monday - Friday ${officeHours.opens12} - ${officeHours.closes12}`,
  },
  leasingManager: { name: 'Maureen Kelleher', title: 'Director of Leasing' },
  social: { linkedin: '#', twitter: '#', facebook: '#' },
} as const;

/** The leasing phone as a tap-to-call link: 'tel:+16175550142'. */
export const phoneHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

export const formatAddress = ({ street, city, state, zip }: typeof siteConfig.contact.address) => `${street}, ${city}, ${state} ${zip}`;
