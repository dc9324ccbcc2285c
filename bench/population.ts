// Benchmark people and search terms with the shape of a real broker directory (issue #20): first names and surnames
// drawn from thousands of real names by a Zipf-like frequency (the head common, a long tail of rare names, and 15 %
// double-barrelled surnames), brokerages where a few national firms hold a large share and thousands of local firms
// the rest, and search terms typed the way people type them. Deterministic for a seed.
// bench/data/names.json is made by bench/data/make-names.mjs (faker's locale lists; see the file's `source`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const NAMES = JSON.parse(readFileSync(join(import.meta.dirname, 'data', 'names.json'), 'utf8')) as {
  lastNames: string[];
  firstNames: string[];
};

/** The national brokerages, largest first. */
const NATIONAL_FIRMS = [
  'CBRE',
  'JLL',
  'Cushman & Wakefield',
  'Colliers',
  'Marcus & Millichap',
  'Newmark',
  'Avison Young',
  'NAI Global',
  'Lee & Associates',
  'SVN International',
  'Kidder Mathews',
  'Sperry Commercial',
  'KW Commercial',
  'Coldwell Banker Commercial',
  'Berkadia',
  'Matthews Real Estate Investment Services',
  'Transwestern',
  'Stream Realty',
  'Bradford Commercial',
  'Sands Investment Group',
];
const LOCAL_PATTERNS = [
  (a: string) => `${a} Commercial`,
  (a: string, b: string) => `${a} & ${b}`,
  (a: string) => `${a} Realty Group`,
  (a: string) => `${a} Real Estate Advisors`,
  (a: string, b: string) => `${a} ${b} Properties`,
  (a: string) => `${a} Capital Partners`,
  (a: string) => `${a} Investment Realty`,
  (a: string) => `${a} Land Company`,
];
const LOCAL_FIRMS = 8000;
/** Share of brokers at a national firm. */
const NATIONAL_SHARE = 0.45;
const DOUBLE_BARRELLED = 0.15;

export interface Random {
  (): number;
}

/** mulberry32: a small seeded generator, enough for benchmark data. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A sampler over `items` where rank r (from 1) has weight 1/(r + k)^a. */
function zipf<T>(items: readonly T[], k: number, a: number): (rnd: Random) => T {
  const cumulative = new Float64Array(items.length);
  let sum = 0;
  items.forEach((_, i) => (cumulative[i] = sum += 1 / (i + 1 + k) ** a));
  return (rnd) => {
    const x = rnd() * sum;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

// Fitted to the shape of the US census surname table: the commonest name ~0.5 %, the top 100 ~20 %, the top 1 000 ~50 %.
const drawSurname = zipf(NAMES.lastNames, 20, 0.9);
// First names are more concentrated: the top 10 ~15 %, the top 100 ~40 %.
const drawFirstName = zipf(NAMES.firstNames, 5, 1.0);
const localFirm = (i: number) => {
  const a = NAMES.lastNames[(i * 7919) % NAMES.lastNames.length]!;
  const b = NAMES.lastNames[(i * 104729 + 13) % NAMES.lastNames.length]!;
  return LOCAL_PATTERNS[i % LOCAL_PATTERNS.length]!(a, b);
};
const drawLocalFirm = zipf(
  Array.from({ length: LOCAL_FIRMS }, (_, i) => i),
  50,
  1.0,
);
const drawNationalFirm = zipf(NATIONAL_FIRMS, 1, 1.2);

export interface Person {
  firstName: string;
  lastName: string;
  company: string;
}

export function drawPerson(rnd: Random): Person {
  const lastName = rnd() < DOUBLE_BARRELLED ? `${drawSurname(rnd)}-${drawSurname(rnd)}` : drawSurname(rnd);
  const company = rnd() < NATIONAL_SHARE ? drawNationalFirm(rnd) : localFirm(drawLocalFirm(rnd));
  return { firstName: drawFirstName(rnd), lastName, company };
}

export type TermKind = 'first-name prefix' | 'surname' | 'surname prefix' | 'company word';
export interface Term {
  kind: TermKind;
  firstName?: string;
  lastName?: string;
  companyName?: string;
}

/**
 * A search as people type it, drawn from the same population: a first-name prefix of 1–4 letters, a whole surname,
 * a surname prefix of 2–4 letters, or one word of a company's name.
 */
export function drawTerm(rnd: Random): Term {
  const person = drawPerson(rnd);
  const x = rnd();
  const prefix = (s: string, min: number) => s.slice(0, min + Math.floor(rnd() * (5 - min))).toLowerCase();
  if (x < 0.3) return { kind: 'first-name prefix', firstName: prefix(person.firstName, 1) };
  if (x < 0.5) return { kind: 'surname', lastName: person.lastName.toLowerCase() };
  if (x < 0.7) return { kind: 'surname prefix', lastName: prefix(person.lastName, 2) };
  const words = person.company.split(/\s+/).filter((w) => w.length > 2);
  return { kind: 'company word', companyName: words[Math.floor(rnd() * words.length)]!.toLowerCase() };
}

/**
 * What an operator types into the brokers directory's one search box, drawn from the same population: a full name,
 * a surname, a surname's first letters, or a company word.
 */
export function drawDirectorySearch(rnd: Random): string {
  const person = drawPerson(rnd);
  const x = rnd();
  if (x < 0.3) return `${person.firstName} ${person.lastName}`.toLowerCase();
  if (x < 0.6) return person.lastName.toLowerCase();
  if (x < 0.8) return person.lastName.slice(0, 3 + Math.floor(rnd() * 2)).toLowerCase();
  const words = person.company.split(/\s+/).filter((w) => w.length > 2);
  return words[Math.floor(rnd() * words.length)]!.toLowerCase();
}

const PLACE_KINDS = [
  'Plaza',
  'Center',
  'Commons',
  'Business Park',
  'Tower',
  'Crossing',
  'Square',
  'Logistics Center',
  'Village',
  'Station',
  'Corporate Center',
  'Industrial Park',
  'Marketplace',
  'Office Park',
  'Apartments',
];
const STREET_KINDS = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pkwy', 'Way', 'Ln'];

/**
 * A listing's project name as listings are named: after a person or place ("Gottlieb Commons"), an address
 * ("4120 Orellana Blvd"), or both ("Casper Crossing at 12 Paz Way"). Surnames come from the same curve as the people.
 */
export function drawProjectName(rnd: Random): string {
  const kind = PLACE_KINDS[Math.floor(rnd() * rnd() * PLACE_KINDS.length)]!;
  const street = () => `${1 + Math.floor(rnd() * 9899)} ${drawSurname(rnd)} ${STREET_KINDS[Math.floor(rnd() * STREET_KINDS.length)]!}`;
  const x = rnd();
  if (x < 0.45) return `${drawSurname(rnd)} ${kind}`;
  if (x < 0.8) return street();
  return `${drawSurname(rnd)} ${kind} at ${street()}`;
}

/** What a PM types to find a project: a word of its name or its first letters. */
export function drawProjectSearch(rnd: Random): string {
  const words = drawProjectName(rnd)
    .split(' ')
    .filter((w) => w.length > 2 && w !== 'at');
  const word = words[Math.floor(rnd() * words.length)]!.toLowerCase();
  return rnd() < 0.5 ? word : word.slice(0, 3 + Math.floor(rnd() * 2));
}
