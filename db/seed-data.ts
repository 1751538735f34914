// The demo complex: four buildings on the South Boston waterfront and the units inside them.
// Photos are named by scene; db/seed.ts draws and stores them and puts their keys in place.
import type { NewBuilding, NewUnit } from './schema';
import type { Scene } from './seed-images';

type Photos = { scenes: Scene[] };
export type SeedBuilding = Omit<NewBuilding, 'images' | 'mainImage' | 'featuredImages'> & Photos & { key: string };
export type SeedUnit = Omit<NewUnit, 'buildingId' | 'images' | 'mainImage'> & Photos & { building: string };
export interface SeedGalleryImage {
  scene: Scene;
  description: string;
  category: string;
  featured: boolean;
}

/** The admin password when ADMIN_PASSWORD is unset locally (documented in the README). */
export const DEV_ADMIN_PASSWORD = 'southboston-demo';

const CITY = { city: 'Boston', state: 'MA', zipCode: '02127' } as const;

export const seedBuildings: SeedBuilding[] = [
  {
    key: 'harborview',
    name: 'Harborview Exchange',
    address: '21 Drydock Avenue',
    description:
      'A six-storey brick and glass office building at the heart of the complex, with harbour views from the upper floors, a staffed lobby and a rooftop terrace.',
    availableSquareFootage: 18450,
    totalFloors: 6,
    buildingClass: 'A',
    tenantType: 'office',
    totalSquareFootage: 168000,
    yearBuilt: 1995,
    continuouslyRenovated: true,
    walkScore: 82,
    transitScore: 71,
    bikeScore: 88,
    nearbyTransit: ['Silver Line SL2 – Design Center (2 min walk)', 'Silver Line SL1 – World Trade Center (12 min walk)', 'Water taxi – Fan Pier (10 min walk)'],
    transportationNotes: 'Fifteen minutes to Logan Airport through the Ted Williams Tunnel; direct access to I-90 and I-93.',
    amenities: ['Staffed lobby', 'Rooftop terrace', 'Fitness center', 'Bike storage', 'On-site café', '24/7 card access'],
    featured: true,
    scenes: [
      { kind: 'facade', seed: 11, hue: 14 },
      { kind: 'lobby', seed: 12, hue: 160 },
      { kind: 'harbor', seed: 13, hue: 20 },
    ],
  },
  {
    key: 'dryDock',
    name: 'Dry Dock Industrial Center',
    address: '88 Black Falcon Avenue',
    description:
      'Single-storey industrial and warehouse building with 24-foot clear heights, grade-level and dock-high loading, heavy power and wide truck courts.',
    availableSquareFootage: 21200,
    totalFloors: 2,
    buildingClass: 'B',
    tenantType: 'industrial',
    totalSquareFootage: 214000,
    yearBuilt: 1995,
    continuouslyRenovated: false,
    walkScore: 64,
    transitScore: 58,
    bikeScore: 79,
    nearbyTransit: ['Silver Line SL2 – Black Falcon Terminal (3 min walk)', 'MBTA bus 7 – Summer Street (8 min walk)'],
    transportationNotes: 'Truck routes to the Massport Haul Road keep freight off local streets; I-90 is four minutes away.',
    amenities: ['Dock-high loading', 'Grade-level doors', '3-phase power', 'Truck court', 'Sprinklered (ESFR)'],
    featured: false,
    scenes: [
      { kind: 'warehouse', seed: 21, hue: 120 },
      { kind: 'facade', seed: 22, hue: 205 },
    ],
  },
  {
    key: 'seaport',
    name: 'Seaport Commons',
    address: '300 Summer Street',
    description:
      'Converted 1920s wool warehouse with timber ceilings and oversized windows, now flexible creative office and showroom space.',
    availableSquareFootage: 15800,
    totalFloors: 5,
    buildingClass: 'B',
    tenantType: 'flex',
    totalSquareFootage: 96000,
    yearBuilt: 1924,
    continuouslyRenovated: true,
    walkScore: 91,
    transitScore: 84,
    bikeScore: 90,
    nearbyTransit: ['Red Line – South Station (9 min walk)', 'Silver Line SL1, SL2, SL3 – Courthouse (5 min walk)'],
    transportationNotes: 'Commuter rail at South Station; Bluebikes dock at the front door.',
    amenities: ['Exposed timber ceilings', 'Shared conference center', 'Bike storage', 'Showers', 'Dog friendly'],
    featured: true,
    scenes: [
      { kind: 'facade', seed: 31, hue: 28 },
      { kind: 'office', seed: 32, hue: 28 },
    ],
  },
  {
    key: 'pier',
    name: 'Pier Four Flex Building',
    address: '12 Northern Avenue',
    description:
      'Two-storey flex building pairing ground-floor workshop bays with mezzanine offices, a short walk from the harbourwalk.',
    availableSquareFootage: 9600,
    totalFloors: 2,
    buildingClass: 'C',
    tenantType: 'flex',
    totalSquareFootage: 42000,
    yearBuilt: 1987,
    continuouslyRenovated: false,
    walkScore: 76,
    transitScore: 66,
    bikeScore: 84,
    nearbyTransit: ['Silver Line SL1 – World Trade Center (6 min walk)'],
    transportationNotes: 'Surface parking for 120 cars; Harborwalk access at the rear.',
    amenities: ['Workshop bays', 'Mezzanine offices', 'Surface parking'],
    featured: false,
    scenes: [{ kind: 'warehouse', seed: 41, hue: 200 }],
  },
];

const harborview = { building: 'harborview', address: '21 Drydock Avenue', ...CITY, crossStreets: 'Drydock Ave & Design Center Pl', buildingClass: 'A', yearBuilt: 1995, totalBuildingSize: 168000 };
const dryDock = { building: 'dryDock', address: '88 Black Falcon Avenue', ...CITY, crossStreets: 'Black Falcon Ave & Tide St', buildingClass: 'B', yearBuilt: 1995, totalBuildingSize: 214000 };
const seaport = { building: 'seaport', address: '300 Summer Street', ...CITY, zipCode: '02210', crossStreets: 'Summer St & A St', buildingClass: 'B', yearBuilt: 1924, totalBuildingSize: 96000 };
const pier = { building: 'pier', address: '12 Northern Avenue', ...CITY, zipCode: '02210', crossStreets: 'Northern Ave & Fan Pier Blvd', buildingClass: 'C', yearBuilt: 1987, totalBuildingSize: 42000 };

const office = (seed: number): Scene[] => [
  { kind: 'office', seed, hue: (seed * 37) % 360 },
  { kind: 'lobby', seed: seed + 1, hue: (seed * 53) % 360 },
];
const industrial = (seed: number): Scene[] => [
  { kind: 'warehouse', seed, hue: (seed * 41) % 360 },
  { kind: 'facade', seed: seed + 1, hue: 205 },
];

export const seedUnits: SeedUnit[] = [
  { ...harborview, unitNumber: '210', type: 'office', squareFootage: 2450, rate: 42.5, status: 'available', featured: true, leaseType: 'Full Service Gross', ceilingHeight: 10, parkingSpaces: 6, parkingRatio: '2.5 / 1,000 sq ft', parkingAvailable: 'yes', amenities: ['Harbour views', 'Kitchenette', 'Two private offices'], description: 'Bright corner suite with an open plan for twelve, two glass-front offices, a conference room and a kitchenette. Floor-to-ceiling windows face the harbour.', loopnetUrl: 'https://www.loopnet.com/', scenes: office(101) },
  { ...harborview, unitNumber: '315', type: 'executive', squareFootage: 1000, rate: 48, status: 'available', featured: true, leaseType: 'Full Service Gross', ceilingHeight: 10, parkingSpaces: 2, parkingRatio: '2 / 1,000 sq ft', parkingAvailable: 'yes', amenities: ['Furnished', 'Reception shared', 'Conference room access'], description: 'Furnished executive suite for a team of four, with shared reception and booked access to the third-floor conference center.', scenes: office(103) },
  { ...harborview, unitNumber: '340', type: 'office', squareFootage: 3800, rate: 41, status: 'available', featured: false, leaseType: 'Full Service Gross', ceilingHeight: 10, parkingSpaces: 9, parkingRatio: '2.5 / 1,000 sq ft', parkingAvailable: 'yes', amenities: ['Open plan', 'Server room'], description: 'Open-plan floor plate ready for a growing team: 30 workstations, four offices, a server room and a pantry.', scenes: office(105) },
  { ...harborview, unitNumber: '420', type: 'office', squareFootage: 5200, rate: 0, priceOnRequest: true, status: 'available', featured: false, leaseType: 'Modified Gross', ceilingHeight: 11, parkingSpaces: 13, parkingRatio: '2.5 / 1,000 sq ft', parkingAvailable: 'yes', amenities: ['Private terrace', 'Board room'], description: 'Half-floor headquarters suite with a private terrace and board room. Terms negotiated to the tenant.', scenes: office(107) },
  { ...harborview, unitNumber: '505', type: 'executive', squareFootage: 1450, rate: 46, status: 'available', featured: false, leaseType: 'Full Service Gross', ceilingHeight: 10, parkingSpaces: 3, parkingRatio: '2 / 1,000 sq ft', parkingAvailable: 'yes', amenities: ['Furnished', 'Harbour views'], description: 'Top-floor executive suite with three offices and a small meeting room overlooking the harbour.', scenes: office(109) },
  { ...harborview, unitNumber: '610', type: 'office', squareFootage: 4550, rate: 44, status: 'leased', featured: false, leaseType: 'Full Service Gross', ceilingHeight: 11, parkingSpaces: 11, parkingRatio: '2.5 / 1,000 sq ft', parkingAvailable: 'yes', amenities: ['Harbour views'], description: 'Penthouse office suite, leased through 2031.', scenes: office(111) },
  { ...dryDock, unitNumber: '101', type: 'warehouse', squareFootage: 7200, rate: 19.5, status: 'available', featured: true, leaseType: 'NNN', ceilingHeight: 24, parkingSpaces: 10, parkingRatio: '1 / 1,000 sq ft', parkingAvailable: 'yes', operatingExpenses: 4.25, taxes: 3.1, insurance: 0.45, amenities: ['Two dock-high doors', 'One drive-in door', '24 ft clear'], description: 'Warehouse bay with two dock-high doors, one drive-in door, 24-foot clear height and 400 A of 3-phase power. Small office at the front.', scenes: industrial(201) },
  { ...dryDock, unitNumber: '104', type: 'distribution', squareFootage: 6400, rate: 18.75, status: 'available', featured: false, leaseType: 'NNN', ceilingHeight: 24, parkingSpaces: 8, parkingRatio: '1 / 1,000 sq ft', parkingAvailable: 'yes', operatingExpenses: 4.25, taxes: 3.1, insurance: 0.45, amenities: ['Three dock-high doors', 'ESFR sprinklers'], description: 'Last-mile distribution space with three dock doors on the truck court, ESFR sprinklers and LED high-bays.', scenes: industrial(203) },
  { ...dryDock, unitNumber: '110', type: 'industrial', squareFootage: 4800, rate: 21, status: 'available', featured: false, leaseType: 'NNN', ceilingHeight: 22, parkingSpaces: 6, parkingRatio: '1.2 / 1,000 sq ft', parkingAvailable: 'yes', operatingExpenses: 4.25, taxes: 3.1, insurance: 0.45, amenities: ['Heavy power', 'Drive-in door'], description: 'Light manufacturing bay with 800 A power, a drive-in door and a mezzanine office.', scenes: industrial(205) },
  { ...dryDock, unitNumber: '118', type: 'industrial', squareFootage: 2800, rate: 22.5, status: 'available', featured: false, leaseType: 'NNN', ceilingHeight: 20, parkingSpaces: 4, parkingRatio: '1.4 / 1,000 sq ft', parkingAvailable: 'yes', operatingExpenses: 4.25, amenities: ['Drive-in door'], description: 'Compact industrial bay for trades and makers, with a drive-in door and a restroom.', scenes: industrial(207) },
  { ...dryDock, unitNumber: '205', type: 'warehouse', squareFootage: 5600, rate: 18, status: 'leased', featured: false, leaseType: 'NNN', ceilingHeight: 24, parkingSpaces: 6, parkingRatio: '1 / 1,000 sq ft', parkingAvailable: 'yes', amenities: ['Dock-high door'], description: 'Warehouse bay, leased.', scenes: industrial(209) },
  { ...dryDock, unitNumber: '120', type: 'distribution', squareFootage: 3900, rate: 0, priceOnRequest: true, status: 'available', featured: false, leaseType: 'NNN', ceilingHeight: 24, parkingSpaces: 5, parkingRatio: '1.3 / 1,000 sq ft', parkingAvailable: 'yes', amenities: ['Cold storage ready'], description: 'Distribution bay pre-wired for cold storage; rate depends on the fit-out.', scenes: industrial(211) },
  { ...seaport, unitNumber: '201', type: 'flex', squareFootage: 3200, rate: 36, status: 'available', featured: true, leaseType: 'Modified Gross', ceilingHeight: 13, parkingSpaces: 0, parkingAvailable: 'no', amenities: ['Timber ceilings', 'Showroom frontage'], description: 'Loft-style flex space with 13-foot timber ceilings, polished concrete floors and a street-facing showroom.', scenes: office(301) },
  { ...seaport, unitNumber: '305', type: 'office', squareFootage: 2100, rate: 39.5, status: 'available', featured: false, leaseType: 'Modified Gross', ceilingHeight: 12, parkingSpaces: 0, parkingAvailable: 'no', amenities: ['Exposed brick', 'Operable windows'], description: 'Creative office with exposed brick, operable windows and an open kitchen.', scenes: office(303) },
  { ...seaport, unitNumber: '410', type: 'office', squareFootage: 4200, rate: 38, status: 'available', featured: false, leaseType: 'Modified Gross', ceilingHeight: 12, parkingSpaces: 0, parkingAvailable: 'no', amenities: ['Roof deck access'], description: 'Full floor of creative office with roof deck access and a private elevator lobby.', scenes: office(305) },
  { ...seaport, unitNumber: '502', type: 'executive', squareFootage: 1200, rate: 45, status: 'available', featured: false, leaseType: 'Full Service Gross', ceilingHeight: 12, parkingSpaces: 0, parkingAvailable: 'no', amenities: ['Furnished'], description: 'Furnished executive suite with two offices and a lounge.', scenes: office(307) },
  { ...seaport, unitNumber: '150', type: 'flex', squareFootage: 2600, rate: 34, status: 'leased', featured: false, leaseType: 'Modified Gross', ceilingHeight: 14, parkingSpaces: 0, parkingAvailable: 'no', amenities: ['Street frontage'], description: 'Ground-floor flex space, leased.', scenes: office(309) },
  { ...pier, unitNumber: '1A', type: 'flex', squareFootage: 2400, rate: 27, status: 'available', featured: false, leaseType: 'NNN', ceilingHeight: 16, parkingSpaces: 6, parkingRatio: '2.5 / 1,000 sq ft', parkingAvailable: 'yes', operatingExpenses: 3.5, taxes: 2.75, amenities: ['Workshop bay', 'Mezzanine'], description: 'Workshop bay with a mezzanine office and a 12-foot roll-up door.', scenes: industrial(401) },
  { ...pier, unitNumber: '1B', type: 'flex', squareFootage: 3100, rate: 26.5, status: 'available', featured: false, leaseType: 'NNN', ceilingHeight: 16, parkingSpaces: 8, parkingRatio: '2.5 / 1,000 sq ft', parkingAvailable: 'yes', operatingExpenses: 3.5, taxes: 2.75, insurance: 0.4, amenities: ['Workshop bay', 'Roll-up door'], description: 'Flex bay suited to studios, light assembly or a showroom with storage behind.', scenes: industrial(403) },
  { ...pier, unitNumber: '2C', type: 'office', squareFootage: 1600, rate: 29, status: 'available', featured: false, leaseType: 'Modified Gross', ceilingHeight: 9, parkingSpaces: 4, parkingRatio: '2.5 / 1,000 sq ft', parkingAvailable: 'yes', amenities: ['Kitchenette'], description: 'Second-floor office with six workstations, one private office and a kitchenette.', scenes: office(405) },
];

export const seedGallery: SeedGalleryImage[] = [
  { scene: { kind: 'harbor', seed: 501, hue: 18 }, description: 'Evening view of the Boston skyline across the harbour from the complex', category: 'Views', featured: true },
  { scene: { kind: 'facade', seed: 502, hue: 14 }, description: 'Harborview Exchange, the six-storey office building at 21 Drydock Avenue', category: 'Exterior', featured: true },
  { scene: { kind: 'lobby', seed: 503, hue: 160 }, description: 'Staffed main lobby with reception desk and pendant lighting', category: 'Interior', featured: true },
  { scene: { kind: 'office', seed: 504, hue: 200 }, description: 'Open-plan office suite with floor-to-ceiling windows', category: 'Interior', featured: false },
  { scene: { kind: 'warehouse', seed: 505, hue: 130 }, description: 'Warehouse bay with dock-high loading doors at Dry Dock Industrial Center', category: 'Industrial', featured: true },
  { scene: { kind: 'facade', seed: 506, hue: 28 }, description: 'Seaport Commons, a converted 1920s wool warehouse on Summer Street', category: 'Exterior', featured: false },
  { scene: { kind: 'office', seed: 507, hue: 30 }, description: 'Creative loft office with timber ceilings at Seaport Commons', category: 'Interior', featured: false },
  { scene: { kind: 'warehouse', seed: 508, hue: 210 }, description: 'Flex workshop bays at the Pier Four Flex Building', category: 'Industrial', featured: false },
  { scene: { kind: 'harbor', seed: 509, hue: 35 }, description: 'Sunset over the waterfront, a short walk from every building', category: 'Views', featured: false },
];
