// schema.org data for search engines: the complex, each building as a Place, and each listing as a RealEstateListing.
import type { BuildingJson, UnitJson } from './api/types';
import { spaceTypeLabel } from './format';
import { orderedPhotos, originalImageUrl } from './images';
import { officeDay, openingGroups, upcomingClosedDates } from './office-hours';
import type { OfficeHours } from './schemas/office-hours';
import { phoneHref, type SiteContent } from './schemas/site-content';
import { DEFAULT_SITE_CONTENT } from './site-content-defaults';
import { buildingPhotoAlt, describePhotos, unitPhotoAlt } from './photo-alt';
import { siteConfig } from './site-config';
import { resolveUnitFacts } from './unit-facts';

const postalAddress = ({ street, city, state, zip }: { street: string; city: string; state: string; zip: string | null }) => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: city,
  addressRegion: state,
  postalCode: zip ?? undefined,
  addressCountry: 'US',
});

/**
 * The office hours for search engines: a specification per run of days with the same hours, and
 * each closed day to come (from `today`, YYYY-MM-DD) as one that opens and closes at midnight.
 */
export const openingHoursSpecification = (hours: OfficeHours, today: string) => [
  ...openingGroups(hours).map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => `https://schema.org/${day}`),
    opens,
    closes,
  })),
  ...upcomingClosedDates(hours, today).map((date) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: date,
    validThrough: date,
  })),
];

/** The complex, with the contact details, office hours and social profiles of the site content. */
export function complexJsonLd(site: URL, content: Pick<SiteContent, 'contact' | 'social'>) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Place', 'Organization'],
    '@id': new URL('/#complex', site).href,
    name: siteConfig.name,
    description: siteConfig.description,
    url: site.href,
    email: content.contact.email,
    telephone: phoneHref(content.contact.phone).replace('tel:', ''),
    address: postalAddress(content.contact.address),
    openingHoursSpecification: openingHoursSpecification(content.contact.hours, officeDay(new Date())),
    ...(content.social.length > 0 ? { sameAs: content.social.map(({ url }) => url) } : {}),
  };
}

export function listingJsonLd(
  site: URL,
  unit: UnitJson,
  building: BuildingJson | null,
  complexAddress = DEFAULT_SITE_CONTENT.contact.address,
) {
  const url = new URL(`/listing/${unit.id}`, site).href;
  // As the page shows it (decision 021); a unit with no address at all is at the complex's.
  const facts = resolveUnitFacts(unit, building);
  const address = postalAddress(
    facts.address ? { street: facts.address, city: facts.city, state: facts.state, zip: facts.zipCode } : complexAddress,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: `Unit ${unit.unitNumber} – ${spaceTypeLabel(unit.type)} space for lease`,
    description: unit.description ?? undefined,
    datePosted: unit.createdAt,
    // Each photo with its words (decision 034): the caption when it has one, else its alt text.
    image: describePhotos(orderedPhotos(unit.images, unit.mainImage), unit.photoDetails, (n) => unitPhotoAlt(unit, n)).map(
      ({ key, alt, caption }) => {
        const url = new URL(originalImageUrl(key), site).href;
        return { '@type': 'ImageObject', url, contentUrl: url, caption: caption ?? alt, description: alt };
      },
    ),
    offers: {
      '@type': 'Offer',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: unit.status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      ...(unit.priceOnRequest
        ? {}
        : {
            priceCurrency: 'USD',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: unit.rate,
              priceCurrency: 'USD',
              unitText: 'per square foot per year',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'FTK' },
              billingDuration: { '@type': 'QuantitativeValue', value: 1, unitCode: 'ANN' },
            },
          }),
    },
    about: {
      '@type': 'Accommodation',
      name: `Unit ${unit.unitNumber}`,
      floorSize: { '@type': 'QuantitativeValue', value: unit.squareFootage, unitCode: 'FTK' },
      address,
      containedInPlace: {
        '@type': 'Place',
        name: building?.name ?? siteConfig.name,
        address,
        containedInPlace: { '@id': new URL('/#complex', site).href },
      },
    },
  };
}

/**
 * A building's page: the building as a Place in the complex, with its photos and each
 * available unit as an Accommodation that links to its listing.
 */
export function buildingJsonLd(
  site: URL,
  path: string,
  building: Pick<BuildingJson, 'name' | 'address' | 'description' | 'images' | 'mainImage' | 'photoDetails'>,
  availableUnits: Pick<UnitJson, 'id' | 'unitNumber' | 'type' | 'squareFootage'>[],
  complexAddress = DEFAULT_SITE_CONTENT.contact.address,
) {
  const url = new URL(path, site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    '@id': url,
    url,
    name: building.name,
    description: building.description ?? undefined,
    // In the complex's city; its postal code is not known to be the building's.
    address: postalAddress({ street: building.address, city: complexAddress.city, state: complexAddress.state, zip: null }),
    image: describePhotos(orderedPhotos(building.images, building.mainImage), building.photoDetails, (n) =>
      buildingPhotoAlt(building, n),
    ).map(({ key, alt, caption }) => {
      const photoUrl = new URL(originalImageUrl(key), site).href;
      return { '@type': 'ImageObject', url: photoUrl, contentUrl: photoUrl, caption: caption ?? alt, description: alt };
    }),
    containedInPlace: { '@id': new URL('/#complex', site).href },
    containsPlace: availableUnits.map((unit) => ({
      '@type': 'Accommodation',
      name: `Unit ${unit.unitNumber} – ${spaceTypeLabel(unit.type)} space for lease`,
      url: new URL(`/listing/${unit.id}`, site).href,
      floorSize: { '@type': 'QuantitativeValue', value: unit.squareFootage, unitCode: 'FTK' },
    })),
  };
}
