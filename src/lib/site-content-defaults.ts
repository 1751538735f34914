// The site content as it was before it became data: the seeded values, so a fresh site
// looks exactly as before. Migration 0021 writes this row (its office hours as the text they were
// then, read as these data: decision 048), migration 0029 adds the privacy page's text; tests/api/site-content.test.ts checks they agree.
import { DEFAULT_OFFICE_HOURS } from './office-hours';
import { DEFAULT_PRIVACY_TEXT } from './privacy-text';
import type { SiteContent } from './schemas/site-content';

const email = 'leasing@southbostoncommerce.com';
const phone = '(617) 555-0142';

export const DEFAULT_SITE_CONTENT: SiteContent = {
  contact: {
    email,
    phone,
    address: { street: '21 Drydock Avenue', city: 'Boston', state: 'MA', zip: '02127' },
    hours: DEFAULT_OFFICE_HOURS,
  },
  social: [],
  team: [{ name: 'Maureen Kelleher', title: 'Director of Leasing', phone, email }],
  home: {
    heroTitle: 'Premium Office Space in South Boston',
    heroSubtitle:
      'Flexible office and industrial space from 1,000 to 7,200 sq ft in a 500,000+ sq ft complex, with parking, 15 minutes from the airport.',
    benefits: [
      {
        title: 'Prime Location',
        text: 'On the South Boston waterfront, 15 minutes from Logan Airport with direct access to I-90 and I-93 and the Silver Line at the door.',
      },
      {
        title: 'Modern Facilities',
        text: 'Renovated lobbies, high-speed fiber, 24/7 card access and security, loading docks and heavy power where industry needs it.',
      },
      {
        title: 'Flexible Terms',
        text: 'Suites from 1,000 to 7,200 sq ft on terms that fit a growing business, from executive offices to warehouse bays.',
      },
      {
        title: 'Abundant Parking',
        text: 'Surface and structured parking across the campus, truck courts for the industrial buildings, and bike storage.',
      },
    ],
    seoHeading: 'Office, flex and industrial space on the South Boston waterfront',
    seoText:
      "South Boston Waterfront Commerce Center offers commercial space for lease in South Boston's Seaport and Raymond L. Flynn Marine Park district: Class A and B offices, executive suites, flex and showroom space, light industrial bays, warehouse and last-mile distribution space. Units run from 1,000 to 7,200 square feet across a campus of more than 500,000 square feet built in 1995 and continuously renovated.\n\n" +
      'Tenants are minutes from downtown Boston, South Station and the Silver Line, with direct highway access and Logan International Airport about 15 minutes away. Parking, loading docks, 24/7 security and high-speed internet come standard. Rates are quoted in dollars per square foot per year.',
  },
  about: {
    intro:
      'A campus of office, flex and industrial buildings on the South Boston waterfront, built in 1995 and continuously renovated, where companies of every size lease space from 1,000 to 7,200 square feet.',
    facts: [
      { value: '500,000+', label: 'square feet' },
      { value: '1995', label: 'built, continuously renovated' },
      { value: '15+', label: 'available spaces' },
      { value: '15 min', label: 'to Logan Airport' },
    ],
    features: [
      'Loading docks and drive-in doors',
      '24/7 security and card access',
      'High-speed fiber internet',
      'Ample surface and structured parking',
    ],
    transportation: [
      'Silver Line SL1 and SL2 stops within a short walk',
      'South Station (Red Line, commuter rail, Amtrak) about 10 minutes away',
      'Direct access to I-90 and I-93 through the Ted Williams Tunnel',
      'Logan International Airport about 15 minutes by car',
      'Water taxi from Fan Pier',
    ],
    amenities: [
      'Restaurants and cafés along the Seaport and Harborwalk',
      'Hotels for visiting clients',
      'The Boston Convention and Exhibition Center',
      'Fitness studios and gyms',
      'Parks and the waterfront Harborwalk',
    ],
  },
  footerServices: ['Office Space Rental', 'Industrial Space', 'Commercial Real Estate', 'Business Space Solutions'],
  privacy: { text: DEFAULT_PRIVACY_TEXT },
};
