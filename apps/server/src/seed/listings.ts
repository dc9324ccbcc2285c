// Generated brokers and listings, shared by the demo seed (as a listing feed) and the --scale benchmark data.
import { FLAG_TYPES } from '@vms/shared';
import type { FeedListing } from '../connectors/listings/port.js';
import type { Random } from './random.js';
import { CITIES, COMPANIES, FIRST_NAMES, LAST_NAMES, PROPERTY_NAMES, PROPERTY_TYPES, STREETS } from './vocabulary.js';

const DAY = 86_400_000;

export function makeBroker(rnd: Random, i: number) {
  const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[(i * 7 + Math.floor(i / LAST_NAMES.length)) % LAST_NAMES.length]!;
  const company = COMPANIES[i % COMPANIES.length]!;
  const domain = company.toLowerCase().replace(/[^a-z]+/g, '') + '.com';
  const missingEmail = i % 4 === 1;
  const missingPhone = i % 5 === 2;
  const phone = `${rnd.int(201, 989)}-${rnd.int(200, 999)}-${String(rnd.int(0, 9999)).padStart(4, '0')}`;
  // About one in five has been flagged by an operator, with every type and priority represented.
  const flagged = i % 5 === 3;
  const flag = flagged
    ? {
        flagType: i % 2 === 0 || missingEmail ? FLAG_TYPES.emailNotFound : FLAG_TYPES.needsEvaluation,
        priority: 1 + (i % 3),
        note: i % 3 === 0 ? null : FLAG_NOTES[i % FLAG_NOTES.length]!,
        flaggedAt: new Date(Date.now() - (((i * 7) % 19) + 1) * DAY),
      }
    : {};
  return {
    externalId: `BRK-${100000 + i}`,
    firstName,
    lastName,
    company,
    email: missingEmail ? null : `${firstName}.${lastName}${i}@${domain}`.toLowerCase(),
    phone: missingPhone ? [] : [phone],
    city: CITIES[i % CITIES.length]!.city,
    totalActiveAssetsCount: rnd.int(0, 40),
    brokerUpdatedAt: i % 6 === 0 ? new Date(Date.now() - rnd.int(1, 30) * DAY) : null,
    createdAt: new Date(Date.now() - (400 - (i % 400)) * DAY),
    ...flag,
  };
}

const FLAG_NOTES = [
  'Left the brokerage; new office unknown',
  'Two people share this name at the company',
  'Website lists only a general inbox',
  'Phone goes to a disconnected line',
];

export function makeAsset(rnd: Random, i: number) {
  const place = CITIES[i % CITIES.length]!;
  const type = PROPERTY_TYPES[i % PROPERTY_TYPES.length]!;
  const street = `${rnd.int(100, 9899)} ${STREETS[(i * 3) % STREETS.length]}`;
  const name = `${place.city} ${type === 'Land' ? 'Land' : ''} ${PROPERTY_NAMES[(i * 7) % PROPERTY_NAMES.length]}`.replace(/\s+/g, ' ');
  const price = i % 9 === 4 ? null : String(rnd.int(8, 480) * 25_000);
  // A third have been ordered (projects are made from these), some are pending orders, the rest are untouched.
  const status = i % 3 === 0 ? 'Complete' : i % 3 === 1 && i % 2 === 1 ? 'Inprogress' : null;
  const activatedOn = new Date(Date.now() - rnd.int(5, 300) * DAY);
  return {
    assetCrexiId: String(1_000_000 + i),
    name: `${name} ${i + 1}`,
    description: `${type} property at ${street}, ${place.city}.`,
    marketingDescription: `<p><strong>${name}</strong> is a ${type.toLowerCase()} property in ${place.city}, ${place.state}.</p><ul><li>Prime location near ${STREETS[i % STREETS.length]}</li><li>Easy highway access</li></ul>`,
    askingPrice: price,
    propertyType: type,
    address: street,
    city: place.city,
    county: place.county,
    state: place.state,
    zip: place.zip,
    latitude: (place.lat + (rnd.next() - 0.5) * 0.1).toFixed(6),
    longitude: (place.lng + (rnd.next() - 0.5) * 0.1).toFixed(6),
    crexiUrl: `https://www.crexi.com/properties/${1_000_000 + i}`,
    isPrivate: i % 11 === 5,
    isAuction: i % 4 === 2,
    listingStatus: 'Active',
    status,
    details: {
      buildingSize: `${rnd.int(2, 250) * 1000} SF`,
      lotSize: `${(rnd.next() * 20 + 0.5).toFixed(2)} AC`,
      yearBuilt: rnd.int(1965, 2024),
      occupancy: `${rnd.int(60, 100)}%`,
      tenancy: rnd.pick(['Single', 'Multiple']),
    },
    activatedOn,
    updatedOn: new Date(activatedOn.getTime() + rnd.int(1, 4) * DAY),
  };
}

/** The demo feed's photos (apps/server/feeds/images, drawn by demo-images.ts), one per property type in that order. */
export const DEMO_GALLERY = [
  'images/retail-center.jpg',
  'images/office-tower.jpg',
  'images/industrial-warehouse.jpg',
  'images/multifamily.jpg',
  'images/land-parcel.jpg',
  'images/hotel.jpg',
  'images/mixed-use.jpg',
  'images/self-storage.jpg',
];

/** 3 to 6 photos, the listing's own property type first; paths relative to the demo feed file. */
function demoGallery(i: number): string[] {
  const first = i % PROPERTY_TYPES.length;
  // Steps of 3 or 5 visit all eight photos before repeating one (both are prime to 8).
  const step = i % 2 ? 3 : 5;
  return Array.from({ length: 3 + (i % 4) }, (_, k) => DEMO_GALLERY[(first + k * step) % DEMO_GALLERY.length]!);
}

export type DemoBroker = ReturnType<typeof makeBroker>;

/**
 * The demo data as a listing feed: 64 brokers (with the directory state VMS adds to them), 48 listings each with
 * 1–4 of those brokers and a gallery, and each listing's order status (VMS's own, not the feed's).
 * The random draws happen in the same order as ever (brokers, then listings), so the data stays the same.
 */
export function makeDemoFeed(rnd: Random) {
  const brokers = Array.from({ length: 64 }, (_, i) => makeBroker(rnd, i));
  const rows = Array.from({ length: 48 }, (_, i) => makeAsset(rnd, i));
  const listings: FeedListing[] = rows.map(({ status: _status, askingPrice, latitude, longitude, ...a }, i) => ({
    ...a,
    askingPrice: askingPrice === null ? null : Number(askingPrice),
    latitude: Number(latitude),
    longitude: Number(longitude),
    brokers: Array.from({ length: 1 + (i % 4) }, (_, k) => {
      const b = brokers[(i * 3 + k * 7) % brokers.length]!;
      return {
        externalId: b.externalId,
        firstName: b.firstName,
        lastName: b.lastName,
        company: b.company,
        email: b.email,
        phone: b.phone,
        city: b.city,
        photoUrl: null,
      };
    }),
    gallery: demoGallery(i),
  }));
  return { brokers, listings, orderStatus: new Map(rows.map((a) => [a.assetCrexiId, a.status])) };
}
