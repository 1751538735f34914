import { describe, expect, it } from 'vitest';
import { classifyLeadSource, leadSourceDetails, leadSourceOf, normalizedHost } from './lead-source';
import { LeadSourceFieldsSchema, MAX_UTM_LENGTH } from './schemas/lead-source';

const OWN = 'leasing.example.com';

describe('classifyLeadSource', () => {
  it('counts LoopNet, CoStar and Crexi, by utm_source or referrer, as LoopNet', () => {
    expect(classifyLeadSource({ utmSource: 'loopnet', utmMedium: 'listing', utmCampaign: 'fall' })).toBe('loopnet');
    expect(classifyLeadSource({ utmSource: 'LoopNet.com' })).toBe('loopnet');
    expect(classifyLeadSource({ utmSource: 'costar' })).toBe('loopnet');
    expect(classifyLeadSource({ referrerHost: 'www.loopnet.com' })).toBe('loopnet');
    expect(classifyLeadSource({ referrerHost: 'www.crexi.com' })).toBe('loopnet');
    expect(classifyLeadSource({ referrerHost: 'product.costar.com' })).toBe('loopnet');
    // LoopNet's own e-mail is still LoopNet: the listing is what the landlord pays for.
    expect(classifyLeadSource({ utmSource: 'loopnet', utmMedium: 'email' })).toBe('loopnet');
  });

  it('counts search engines as search', () => {
    for (const host of ['www.google.com', 'google.co.uk', 'www.bing.com', 'duckduckgo.com', 'search.yahoo.com', 'search.brave.com'])
      expect(classifyLeadSource({ referrerHost: host }), host).toBe('search');
    expect(classifyLeadSource({ utmSource: 'google', utmMedium: 'cpc' })).toBe('search');
    expect(classifyLeadSource({ utmSource: 'newsletter-x', utmMedium: 'cpc' })).toBe('search');
  });

  it('counts utm_medium=email as an e-mail campaign', () => {
    expect(classifyLeadSource({ utmSource: 'broker-blast', utmMedium: 'email', utmCampaign: 'q4' })).toBe('email');
    expect(classifyLeadSource({ utmSource: 'mailchimp', utmMedium: 'E-mail' })).toBe('email');
    expect(classifyLeadSource({ utmMedium: 'newsletter' })).toBe('email');
  });

  it('counts LinkedIn, Facebook, X and t.co as social', () => {
    for (const host of ['www.linkedin.com', 'lnkd.in', 'm.facebook.com', 'l.facebook.com', 'x.com', 't.co', 'twitter.com'])
      expect(classifyLeadSource({ referrerHost: host }), host).toBe('social');
    expect(classifyLeadSource({ utmSource: 'linkedin', utmMedium: 'paid' })).toBe('social');
    expect(classifyLeadSource({ utmSource: 'x' })).toBe('social');
    expect(classifyLeadSource({ utmSource: 'broker', utmMedium: 'social' })).toBe('social');
  });

  it('counts any other external referrer, or a tagged link from elsewhere, as a referral', () => {
    expect(classifyLeadSource({ referrerHost: 'bostonbusinessjournal.com' }, OWN)).toBe('referral');
    expect(classifyLeadSource({ referrerHost: 'xylophone.example' }, OWN)).toBe('referral');
    expect(classifyLeadSource({ utmSource: 'partner-site' })).toBe('referral');
  });

  it('counts nothing, or only the site itself, as direct', () => {
    expect(classifyLeadSource({})).toBe('direct');
    expect(classifyLeadSource({ referrerHost: OWN }, OWN)).toBe('direct');
    expect(classifyLeadSource({ referrerHost: 'WWW.leasing.example.com' }, `${OWN}:8910`)).toBe('direct');
  });
});

describe('leadSourceOf', () => {
  it('keeps the first touch the page sent, never the own host as a referrer', () => {
    const sent = { utmSource: 'loopnet', utmMedium: 'listing', utmCampaign: 'fall', referrerHost: OWN };
    const page = new URL(`https://${OWN}/listing/3?utm_source=google`);
    expect(leadSourceOf(sent, page, OWN)).toEqual({
      utmSource: 'loopnet',
      utmMedium: 'listing',
      utmCampaign: 'fall',
      referrerHost: undefined,
    });
  });

  it('reads the sending page’s utm query when the form sent nothing (no script)', () => {
    const page = new URL(`https://${OWN}/contact?utm_source=loopnet&utm_medium=listing&utm_campaign=fall`);
    expect(leadSourceOf({}, page, OWN)).toEqual({ utmSource: 'loopnet', utmMedium: 'listing', utmCampaign: 'fall' });
    // Another site's page says nothing about this visit.
    expect(leadSourceOf({}, new URL('https://evil.example/?utm_source=loopnet'), OWN)).toEqual({});
    expect(leadSourceOf({}, null, OWN)).toEqual({});
  });
});

describe('LeadSourceFieldsSchema', () => {
  it('cuts long values and drops what is not a host name, never refusing the lead', () => {
    const parsed = LeadSourceFieldsSchema.parse({
      utmSource: ` ${'a'.repeat(300)} `,
      utmMedium: 42,
      utmCampaign: 'fall\u202Ecampaign\u0000',
      referrerHost: 'https://www.google.com/search?q=office',
    });
    expect(parsed.utmSource).toHaveLength(MAX_UTM_LENGTH);
    expect(parsed.utmMedium).toBeUndefined();
    expect(parsed.utmCampaign).toBe('fallcampaign');
    expect(parsed.referrerHost).toBeUndefined();
    expect(LeadSourceFieldsSchema.parse({ referrerHost: 'WWW.Google.COM' }).referrerHost).toBe('www.google.com');
    expect(LeadSourceFieldsSchema.parse({ utmSource: '   ' }).utmSource).toBeUndefined();
  });
});

it('describes a first touch in one line for staff', () => {
  expect(leadSourceDetails({ utmSource: 'loopnet', utmMedium: 'listing', utmCampaign: 'fall', referrerHost: null })).toBe(
    'utm_source loopnet · utm_medium listing · utm_campaign fall',
  );
  expect(leadSourceDetails({ utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: 'www.google.com' })).toBe(
    'from www.google.com',
  );
  expect(normalizedHost('WWW.Example.com.:443')).toBe('example.com');
});
