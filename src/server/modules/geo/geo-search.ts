/**
 * GetGeoData's search over the embedded US places: a ZIP code prefix ("787" → "78701 (Austin,
 * TX)", …), or a city name prefix, optionally with its state after a comma or a space ("Austin",
 * "austin, tx", "Portland Oregon"). Cities rank by how well the name matches (the whole name, its
 * beginning, then the beginning of a later word: "york" finds "New York"), then by size. Both are
 * binary searches over sorted indexes: well under a millisecond, even on the first search.
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
  type CityKey,
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

/** The first index in [0, size) for which `isBefore` is false (it must be true, then false). */
function lowerBound(size: number, isBefore: (index: number) => boolean): number {
  let low = 0;
  let high = size;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (isBefore(mid)) low = mid + 1;
    else high = mid;
  }
  return low;
}

function zipsStartingWith(zips: readonly ZipPlace[], prefix: string, limit: number): ZipPlace[] {
  const found: ZipPlace[] = [];
  for (let i = lowerBound(zips.length, (i) => zips[i]!.zip < prefix); i < zips.length; i++) {
    if (!zips[i]!.zip.startsWith(prefix) || found.length === limit) break;
    found.push(zips[i]!);
  }
  return found;
}

/** The entries of a sorted index whose key starts with `prefix`: one range of it. */
function* keysStartingWith(index: readonly CityKey[], prefix: string): Generator<CityKey> {
  for (let i = lowerBound(index.length, (i) => index[i]!.key < prefix); i < index.length; i++) {
    if (!index[i]!.key.startsWith(prefix)) return;
    yield index[i]!;
  }
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

/**
 * Every city some reading matches, with its best tier (0: the whole name, 1: its beginning, 2: the
 * beginning of a later word), best tier first, then largest first. Each reading looks up ranges
 * of the sorted indexes, so a search costs the matches it finds, not the whole list.
 */
function searchCities(dataset: GeoDataset, text: string, limit: number): CityPlace[] {
  const tiers = new Map<CityPlace, number>();
  const consider = (city: CityPlace, tier: number) => {
    const known = tiers.get(city);
    if (known === undefined || tier < known) tiers.set(city, tier);
  };
  for (const { name, state } of readQuery(text, dataset.states)) {
    if (!name) continue;
    for (const { key, city } of keysStartingWith(dataset.byName, name)) {
      if (!state || state(city)) consider(city, key === name ? 0 : 1);
    }
    if (name.length < WORD_MATCH_MIN_LENGTH) continue;
    for (const { city } of keysStartingWith(dataset.byLaterWord, name)) {
      if (!state || state(city)) consider(city, 2);
    }
  }
  return [...tiers]
    .sort(([a, tierA], [b, tierB]) => tierA - tierB || a.rank - b.rank)
    .slice(0, limit)
    .map(([city]) => city);
}
