/**
 * Location preferences (spec sections 2, 3, 4 and 7): what a location is and when two are the
 * same, the input schema of UpdateUserLocationPreferences, the Save rules of the form and the
 * completion rule. Shared by the form, the server and profile completion.
 */
import { z } from 'zod';

/** A place as GetGeoData answers it and as it is stored: identity is label plus coordinates. */
export interface GeoLocation {
  label: string;
  lat: number;
  lng: number;
}

/** `workStyle.preferredStyle`: the app always sends NO_PREFERENCE; the others exist in demo data. */
export const PREFERRED_STYLES = ['FULLY_REMOTE', 'OFFICE', 'NO_PREFERENCE'] as const;
export type PreferredStyle = (typeof PREFERRED_STYLES)[number];
export const DEFAULT_PREFERRED_STYLE: PreferredStyle = 'NO_PREFERENCE';

export const LOCATION_LABEL_MAX_LENGTH = 200;
/** The spec sets no limit; ten ranked places is more than a preference list needs. */
export const MAX_LOCATIONS = 10;

/** GetGeoData: fewer characters than this (after trimming) answer nothing. */
export const GEO_SEARCH_MIN_LENGTH = 2;
/** GetGeoData: no US place name or ZIP is longer; a longer text answers nothing. */
export const GEO_SEARCH_MAX_LENGTH = 100;
/** GetGeoData: how many places one search answers at most. */
export const GEO_SEARCH_LIMIT = 10;

export const workPreferencesMessages = {
  // The spec's wording (section 2)
  heading: 'Location Preferences',
  noPreference: 'No Preference',
  chooseLocation: 'Choose Location',
  searchPlaceholder: 'Enter city or zip code',
  searchLoading: 'Loading...',
  searchEmpty: 'No options. Please type a new search.',
  save: 'Save',
  // The product's own
  duplicateLocation: 'This location is already in your list.',
  tooManyLocations: `You can choose up to ${MAX_LOCATIONS} locations.`,
  labelRequired: 'Each location needs a name.',
  labelTooLong: `A location name can be at most ${LOCATION_LABEL_MAX_LENGTH} characters.`,
  latitudeInvalid: 'The latitude of a location must be between -90 and 90.',
  longitudeInvalid: 'The longitude of a location must be between -180 and 180.',
  preferredStyleInvalid: 'The work style must be FULLY_REMOTE, OFFICE or NO_PREFERENCE.',
  locationsWithNoPreference: 'No Preference saves no locations: remove them, or Choose Location.',
  noLocationChosen: 'Choose at least one location, or choose No Preference.',
  searchOffline: 'Searching for a location needs an internet connection.',
} as const;

/**
 * The identity of a location: its label (trimmed, case-insensitive) and its coordinates to six
 * decimals (about 10 cm), so that a place read back from JSON or typed with another letter case
 * still counts as the same place, while two different places with the same name do not.
 */
export function locationKey({ label, lat, lng }: GeoLocation): string {
  return `${label.trim().toLowerCase()}|${lat.toFixed(6)}|${lng.toFixed(6)}`;
}

export function isSameLocation(a: GeoLocation, b: GeoLocation): boolean {
  return locationKey(a) === locationKey(b);
}

/** True when `candidate` is already in `locations`. */
export function containsLocation(
  locations: readonly GeoLocation[],
  candidate: GeoLocation,
): boolean {
  const key = locationKey(candidate);
  return locations.some((l) => locationKey(l) === key);
}

/** The index of the first location that repeats an earlier one, or -1. */
export function findDuplicateIndex(locations: readonly GeoLocation[]): number {
  const seen = new Set<string>();
  for (const [index, location] of locations.entries()) {
    const key = locationKey(location);
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}

/** The completion flag `completedWorkPreferences`: No Preference chosen, or at least one place. */
export function isWorkPreferencesComplete({
  noPreference,
  locations,
}: {
  noPreference: boolean;
  locations: readonly unknown[];
}): boolean {
  return noPreference || locations.length > 0;
}

const m = workPreferencesMessages;

export const geoLocationInputSchema = z.object({
  label: z
    .string({ error: m.labelRequired })
    .trim()
    .min(1, m.labelRequired)
    .max(LOCATION_LABEL_MAX_LENGTH, m.labelTooLong),
  lat: z
    .number({ error: m.latitudeInvalid })
    .min(-90, m.latitudeInvalid)
    .max(90, m.latitudeInvalid),
  lng: z
    .number({ error: m.longitudeInvalid })
    .min(-180, m.longitudeInvalid)
    .max(180, m.longitudeInvalid),
});

/**
 * UpdateUserLocationPreferences' input. The stored state is always one of the form's two choices:
 * No Preference with no locations, or Choose Location with one to MAX_LOCATIONS distinct places
 * in the candidate's order.
 */
export const workPreferencesInputSchema = z
  .object({
    noPreference: z.boolean(),
    preferredStyle: z.enum(PREFERRED_STYLES, { error: m.preferredStyleInvalid }),
    locations: z.array(geoLocationInputSchema).max(MAX_LOCATIONS, m.tooManyLocations),
  })
  .superRefine(({ noPreference, locations }, ctx) => {
    if (noPreference && locations.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['locations'], message: m.locationsWithNoPreference });
    }
    if (!noPreference && locations.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['locations'], message: m.noLocationChosen });
    }
    const duplicate = findDuplicateIndex(locations);
    if (duplicate >= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['locations', duplicate],
        message: m.duplicateLocation,
      });
    }
  });
export type WorkPreferencesInput = z.infer<typeof workPreferencesInputSchema>;

// --- The form's state and its Save rules (spec section 4) -----------------------------------------

/** The form's radio choice; null while the candidate has never saved either. */
export type LocationChoice = 'noPreference' | 'chooseLocation' | null;

export interface WorkPreferencesDraft {
  choice: LocationChoice;
  /** The chosen places in order (kept while No Preference is picked, saved only with Choose Location). */
  locations: readonly GeoLocation[];
}

/** What the server holds, as the form's state: no locations means No Preference (spec 4). */
export function draftFromSaved(saved: {
  noPreference: boolean;
  locations: readonly GeoLocation[];
}): WorkPreferencesDraft {
  const choice: LocationChoice =
    saved.locations.length > 0 ? 'chooseLocation' : saved.noPreference ? 'noPreference' : null;
  return { choice, locations: saved.locations };
}

/** The mutation's variables for a draft: No Preference saves an empty list. */
export function inputFromDraft(draft: WorkPreferencesDraft): WorkPreferencesInput {
  const noPreference = draft.choice !== 'chooseLocation';
  return {
    noPreference,
    preferredStyle: DEFAULT_PREFERRED_STYLE,
    locations: noPreference
      ? []
      : draft.locations.map(({ label, lat, lng }) => ({ label, lat, lng })),
  };
}

/** Why Save is disabled, or null when it is enabled. */
export type SaveBlocker = 'saving' | 'noChoice' | 'noLocations' | 'unchanged';

/**
 * The Save rules: disabled while saving, with nothing chosen, with Choose Location and no
 * locations, or when the draft saves the same thing as what is saved (same choice, same places in
 * the same order; places kept aside under No Preference do not count).
 */
export function saveBlocker({
  saved,
  draft,
  saving,
}: {
  saved: WorkPreferencesDraft;
  draft: WorkPreferencesDraft;
  saving: boolean;
}): SaveBlocker | null {
  if (saving) return 'saving';
  if (draft.choice === null) return 'noChoice';
  if (draft.choice === 'chooseLocation' && draft.locations.length === 0) return 'noLocations';
  if (saved.choice === draft.choice && sameLocationsInOrder(savedList(saved), savedList(draft))) {
    return 'unchanged';
  }
  return null;
}

export function canSaveWorkPreferences(args: Parameters<typeof saveBlocker>[0]): boolean {
  return saveBlocker(args) === null;
}

const savedList = (draft: WorkPreferencesDraft) =>
  draft.choice === 'chooseLocation' ? draft.locations : [];

function sameLocationsInOrder(a: readonly GeoLocation[], b: readonly GeoLocation[]): boolean {
  return a.length === b.length && a.every((location, i) => isSameLocation(location, b[i]!));
}
