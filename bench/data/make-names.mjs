// Writes bench/data/names.json: surnames and first names for the benchmark population (bench/population.ts), from
// faker's locale lists. The head of each list (the common names, which population.ts draws most often) is the
// English-speaking locales' names; the long tail is the other Latin-script locales' names a US directory also holds.
// Only plain ASCII names are kept, as people type them. Deterministic: run `node bench/data/make-names.mjs` again to
// get the same file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allLocales } from '@faker-js/faker';

const HEAD = ['en_US', 'en', 'en_GB', 'en_CA', 'en_AU', 'en_IE'];
const TAIL = ['es', 'es_MX', 'de', 'fr', 'it', 'pt_BR', 'pl', 'nl', 'sv', 'nb_NO', 'da', 'fi', 'cs_CZ', 'hr', 'ro', 'tr', 'vi', 'yo_NG', 'zu_ZA', 'af_ZA'];
const PLAIN = /^[A-Z][a-z]+(?:[' -][A-Z]?[a-z]+)*$/;

function names(locale, key) {
  const found = [];
  const add = (v) => {
    if (typeof v === 'string') found.push(v);
    else if (Array.isArray(v)) v.forEach(add);
    else if (v && typeof v === 'object') {
      if (v.value !== undefined) add(v.value);
      else Object.values(v).forEach(add);
    }
  };
  add(allLocales[locale]?.person?.[key]);
  return found;
}

/** mulberry32, as in population.ts. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(list, rnd) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function build(key, seed) {
  const rnd = seeded(seed);
  const seen = new Set();
  const take = (locales) =>
    shuffled(locales.flatMap((l) => names(l, key)).filter((n) => PLAIN.test(n) && !seen.has(n) && seen.add(n)), rnd);
  return [...take(HEAD), ...take(TAIL)];
}

const data = {
  source: `@faker-js/faker ${JSON.parse((await import('node:fs')).readFileSync(join(import.meta.dirname, '../../node_modules/@faker-js/faker/package.json'), 'utf8')).version} person.last_name / person.first_name, locales ${[...HEAD, ...TAIL].join(', ')}; ASCII only; English-speaking locales first`,
  lastNames: build('last_name', 1),
  firstNames: build('first_name', 2),
};
writeFileSync(join(import.meta.dirname, 'names.json'), JSON.stringify(data) + '\n');
console.log(`names.json: ${data.lastNames.length} surnames, ${data.firstNames.length} first names`);
