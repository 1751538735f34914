// schema.org data for search engines: the complex, and each listing as a RealEstateListing.
import type { BuildingJson, UnitJson } from './api/types';
import { spaceTypeLabel } from './format';
import { orderedPhotos, originalImageUrl } from './images';
import { officeHours } from './office-hours';
import { siteConfig } from './site-config';

const postalAddress = (
  street: string,
  city: string = siteConfig.contact.address.city,
  state: string = siteConfig.contact.address.state,
  zip: string = siteConfig.contact.address.zip,
) => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: city,
  addressRegion: state,
  postalCode: zip,
  addressCountry: 'US',
});

export function complexJsonLd(site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Place', 'Organization'],
    '@id': new URL('/#complex', site).href,
    name: siteConfig.name,
    description: siteConfig.description,
    url: site.href,
    email: siteConfig.contact.email,
    address: postalAddress(siteConfig.contact.address.street),
    openingHours: officeHours.schemaOrg,
  };
}

export function listingJsonLd(site: URL, unit: UnitJson, building: BuildingJson | null) {
  const url = new URL(`/listing/${unit.id}`, site).href;
  const street = building?.address ?? unit.address ?? siteConfig.contact.address.street;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: `Unit ${unit.unitNumber} – ${spaceTypeLabel(unit.type)} space for lease`,
    description: unit.description ?? undefined,
    datePosted: unit.createdAt,
    image: orderedPhotos(unit.images, unit.mainImage).map((key) => new URL(originalImageUrl(key), site).href),
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
      address: postalAddress(street, unit.city ?? undefined, unit.state ?? undefined, unit.zipCode ?? undefined),
      containedInPlace: {
        '@type': 'Place',
        name: building?.name ?? siteConfig.name,
        address: postalAddress(street, unit.city ?? undefined, unit.state ?? undefined, unit.zipCode ?? undefined),
        containedInPlace: { '@id': new URL('/#complex', site).href },
      },
    },
  };
}
