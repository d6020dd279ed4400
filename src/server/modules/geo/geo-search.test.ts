import { beforeAll, describe, expect, it } from 'vitest';
import { GEO_SEARCH_LIMIT } from '../../../domain/work-preferences.ts';
import {
  loadGeoDataset,
  normalizeForSearch,
  parseGeoNames,
  type GeoDataset,
} from './geo-dataset.ts';
import { searchGeoDataset } from './geo-search.ts';

let dataset: GeoDataset;
beforeAll(async () => {
  dataset = await loadGeoDataset();
});

const labels = (address: string) => searchGeoDataset(dataset, address).map((p) => p.label);

describe('the embedded dataset', () => {
  it('holds the US ZIP codes and cities with coordinates, loaded once', async () => {
    expect(dataset.zips.length).toBeGreaterThan(40_000);
    expect(dataset.cities.length).toBeGreaterThan(25_000);
    expect(await loadGeoDataset()).toBe(dataset);
    const outside = [...dataset.zips, ...dataset.cities].filter(
      (p) => !(Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180),
    );
    expect(outside).toEqual([]);
  });

  it('leaves out rows without a state or coordinates (military addresses)', () => {
    const parsed = parseGeoNames(
      [
        'US\t09001\tAPO AA\t\t\t\t\t\t\t38.1105\t15.6613\t',
        'US\t78701\tAustin\tTexas\tTX\tTravis\t453\t\t\t30.2713\t-97.7426\t4',
        'US\t78702\tAustin\tTexas\tTX\tTravis\t453\t\t\t30.2638\t-97.7166\t4',
        'US\t99999\tNowhere\tTexas\tTX\t\t\t\t\t\t\t',
      ].join('\n'),
    );
    expect(parsed.zips.map((z) => z.zip)).toEqual(['78701', '78702']);
    expect(parsed.cities).toEqual([
      expect.objectContaining({
        name: 'Austin',
        state: 'TX',
        zipCount: 2,
        lat: 30.2676,
        lng: -97.7296,
      }),
    ]);
  });

  it('normalizes names for search: case, accents, punctuation, St./Ft./Mt.', () => {
    expect(normalizeForSearch('  St. Louis ')).toBe('saint louis');
    expect(normalizeForSearch('Coeur d’Alène')).toBe('coeur d alene');
    expect(normalizeForSearch('Ft Worth')).toBe('fort worth');
    expect(normalizeForSearch('st')).toBe('st');
  });
});

describe('searchGeoDataset', () => {
  it('finds a city by the beginning of its name, the largest first', () => {
    const found = labels('Austin');
    expect(found[0]).toBe('Austin, TX');
    expect(found).toContain('Austin, MN');
    expect(labels('san fran')).toEqual(['San Francisco, CA', 'South San Francisco, CA']);
  });

  it('finds "city, ST", "city, State" and "city ST"', () => {
    expect(labels('austin, tx')).toEqual(['Austin, TX']);
    expect(labels('Austin, Texas')).toEqual(['Austin, TX']);
    expect(labels('Austin, Minn')).toEqual(['Austin, MN']);
    expect(labels('portland oregon')).toEqual(['Portland, OR']);
    expect(labels('Kansas City MO')).toEqual(['Kansas City, MO']);
    expect(labels('St. Louis, MO')).toEqual(['Saint Louis, MO', 'Lake Saint Louis, MO']);
  });

  it('finds a later word of a name after the names that begin with it', () => {
    const found = labels('york');
    expect(found[0]).toMatch(/^York, /);
    expect(labels('new york')[0]).toBe('New York, NY');
  });

  it('finds ZIP codes by prefix, in order, labelled with their city', () => {
    expect(searchGeoDataset(dataset, '78701')).toEqual([
      {
        label: '78701 (Austin, TX)',
        lat: expect.closeTo(30.27, 1),
        lng: expect.closeTo(-97.74, 1),
      },
    ]);
    const found = labels('787');
    expect(found).toHaveLength(GEO_SEARCH_LIMIT);
    expect(found[0]).toBe('78701 (Austin, TX)');
    expect([...found].sort()).toEqual(found);
    expect(labels('00000')).toEqual([]);
  });

  it('answers a city with coordinates inside the US', () => {
    const [austin] = searchGeoDataset(dataset, 'Austin, TX');
    expect(austin!.lat).toBeCloseTo(30.3, 0);
    expect(austin!.lng).toBeCloseTo(-97.7, 0);
  });

  it('answers nothing for an empty, too short, too long or unknown text, and at most the limit', () => {
    expect(labels('')).toEqual([]);
    expect(labels('   ')).toEqual([]);
    expect(labels(' a ')).toEqual([]);
    expect(labels('x'.repeat(101))).toEqual([]);
    expect(labels('Qzxv')).toEqual([]);
    expect(labels(',')).toEqual([]);
    expect(labels('Sa').length).toBe(GEO_SEARCH_LIMIT);
    expect(labels('  Austin, TX  ')).toEqual(['Austin, TX']);
  });

  it('answers one search, and many on average, well within 20 ms', () => {
    const started = performance.now();
    searchGeoDataset(dataset, 'Austin');
    expect(performance.now() - started).toBeLessThan(20);
    const queries = [
      'Spring',
      'san antonio, texas',
      'Sa',
      'york',
      '9',
      '90210',
      'kansas city missouri',
    ];
    const rounds = 50;
    const roundsStarted = performance.now();
    for (let i = 0; i < rounds; i++) for (const q of queries) searchGeoDataset(dataset, q);
    const perSearchMs = (performance.now() - roundsStarted) / (rounds * queries.length);
    // Typically 0.1 to 2 ms; the margin is for a busy machine.
    expect(perSearchMs).toBeLessThan(10);
  });
});
