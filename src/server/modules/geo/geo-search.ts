/**
 * GetGeoData's search over the embedded US places: a ZIP code prefix ("787" → "78701 (Austin,
 * TX)", …), or a city name prefix, optionally with its state after a comma or a space ("Austin",
 * "austin, tx", "Portland Oregon"). Cities rank by how well the name matches (the whole name, its
 * beginning, then the beginning of a later word: "york" finds "New York"), then by size.
 */
import {
  GEO_SEARCH_LIMIT,
  GEO_SEARCH_MAX_LENGTH,
  GEO_SEARCH_MIN_LENGTH,
  type GeoLocation,
} from '../../../domain/work-preferences.ts';
import {
  loadGeoDataset,
  normalizeForSearch,
  type CityPlace,
  type GeoDataset,
  type ZipPlace,
} from './geo-dataset.ts';

const ZIP_PREFIX = /^\d{1,5}$/;
/** A later word of a name matches only from this many characters on ("yo" would match too much). */
const WORD_MATCH_MIN_LENGTH = 3;

export const zipLabel = (z: ZipPlace) => `${z.zip} (${z.city}, ${z.state})`;
export const cityLabel = (c: CityPlace) => `${c.name}, ${c.state}`;

/** The places matching `address`, best first, at most `limit`; [] for too short or too long. */
export function searchGeoDataset(
  dataset: GeoDataset,
  address: string,
  limit: number = GEO_SEARCH_LIMIT,
): GeoLocation[] {
  const text = address.trim();
  if (text.length < GEO_SEARCH_MIN_LENGTH || text.length > GEO_SEARCH_MAX_LENGTH) return [];
  if (ZIP_PREFIX.test(text)) {
    return zipsStartingWith(dataset.zips, text, limit).map((z) => ({
      label: zipLabel(z),
      lat: z.lat,
      lng: z.lng,
    }));
  }
  return searchCities(dataset, text, limit).map((c) => ({
    label: cityLabel(c),
    lat: c.lat,
    lng: c.lng,
  }));
}

/** GetGeoData: loads the dataset on the first call. */
export async function searchGeo(address: string): Promise<GeoLocation[]> {
  return searchGeoDataset(await loadGeoDataset(), address);
}

function zipsStartingWith(zips: readonly ZipPlace[], prefix: string, limit: number): ZipPlace[] {
  // Binary search for the first ZIP >= prefix; the matches follow it (the list is sorted).
  let low = 0;
  let high = zips.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (zips[mid]!.zip < prefix) low = mid + 1;
    else high = mid;
  }
  const found: ZipPlace[] = [];
  for (let i = low; i < zips.length && found.length < limit; i++) {
    if (!zips[i]!.zip.startsWith(prefix)) break;
    found.push(zips[i]!);
  }
  return found;
}

interface CityQuery {
  name: string;
  /** Keeps cities whose state matches; none: any state. */
  state?: (city: CityPlace) => boolean;
}

/**
 * How the text may be read. "Austin, T" is a name and the beginning of a state (code or name);
 * without a comma the text is a name, and when its last one to three words are a state ("austin
 * tx", "kansas city missouri") also that name in that state.
 */
function readQuery(text: string, states: GeoDataset['states']): CityQuery[] {
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    const name = normalizeForSearch(text.slice(0, comma));
    const statePart = normalizeForSearch(text.slice(comma + 1));
    if (!statePart) return [{ name }];
    return [
      {
        name,
        state: (c) =>
          c.state.toLowerCase().startsWith(statePart) || c.stateNameKey.startsWith(statePart),
      },
    ];
  }
  const name = normalizeForSearch(text);
  const readings: CityQuery[] = [{ name }];
  const words = name.split(' ');
  for (let n = 1; n <= 3 && n < words.length; n++) {
    const code = states.get(words.slice(-n).join(' '));
    if (code) readings.push({ name: words.slice(0, -n).join(' '), state: (c) => c.state === code });
  }
  return readings;
}

/** 0: the whole name, 1: its beginning, 2: the beginning of a later word; null: no match. */
function matchTier(city: CityPlace, name: string): number | null {
  if (city.nameKey === name) return 0;
  if (city.nameKey.startsWith(name)) return 1;
  if (name.length >= WORD_MATCH_MIN_LENGTH && city.nameKey.includes(` ${name}`)) return 2;
  return null;
}

function searchCities(dataset: GeoDataset, text: string, limit: number): CityPlace[] {
  const readings = readQuery(text, dataset.states).filter((r) => r.name.length > 0);
  if (readings.length === 0) return [];
  // Cities come largest first, so the first `limit` of each tier are that tier's best.
  const tiers: CityPlace[][] = [[], [], []];
  for (const city of dataset.cities) {
    let best: number | null = null;
    for (const reading of readings) {
      if (reading.state && !reading.state(city)) continue;
      const tier = matchTier(city, reading.name);
      if (tier !== null && (best === null || tier < best)) best = tier;
    }
    if (best !== null && tiers[best]!.length < limit) tiers[best]!.push(city);
  }
  return tiers.flat().slice(0, limit);
}
