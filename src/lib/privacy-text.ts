// The privacy page's words as migration 0029 seeded them (the site content's `privacy.text`,
// editable in the admin's Site tab; docs/PRODUCT.md, Privacy). Also what a site content version
// from before the page had is read with (src/lib/schemas/site-content.ts).
export const DEFAULT_PRIVACY_TEXT = [
  'What we keep. When you send an inquiry or ask for a tour, we keep your name, e-mail address, company and message, the space you asked about, the tour times you chose, and which kind of site or link brought you here. When you sign up for availability alerts, we keep your e-mail address and what you are looking for. Listing views are counted without keeping your address, and the site sets no tracking cookies.',
  'Why. To answer you, arrange and confirm tours, send the alerts you asked for, and learn which listings and channels bring inquiries. We do not sell or share your details; our e-mail provider only delivers the messages.',
  'How long. Messages flagged as spam are deleted after 30 days. When an inquiry is closed (a lease signed, or the lead lost), your name, e-mail address and messages are removed 24 months after its last change. Alerts stop as soon as you unsubscribe with the link in every alert e-mail. Backups are kept for at most 35 days.',
  'Your data on request. E-mail the leasing team at the address on our contact page to receive a copy of everything we hold about your e-mail address as one file, or to have it erased. We answer within 30 days.',
].join('\n\n');
