/**
 * Feature flags (spec: "Feature flag: LATERAL, default false"; docs/product-decisions.md: a
 * per-browser switch). `?ff=true` on any page turns the flags on in this browser, `?ff=false`
 * turns them off; the choice is remembered in localStorage until changed the same way. There is no
 * server side: a flag only changes what this browser shows (docs/decisions/013).
 *
 * What each flag shows:
 * - LATERAL: the side navigation also lists 'Lateral Law Assessment' for CAMPUS accounts (a
 *   preview of the lateral landing page for QA and demos). Lateral accounts always see that entry;
 *   campus accounts without the flag never do (features/layout/lib/nav-items.ts).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { FEATURE_FLAGS_KEY } from '../config/storage-keys.ts';

/** Every flag with its default. */
export const FEATURE_FLAG_DEFAULTS = { LATERAL: false } as const;
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
type FlagValues = Partial<Record<FeatureFlag, boolean>>;

/** The search parameter that switches the flags. */
export const FEATURE_FLAG_PARAM = 'ff';

const listeners = new Set<() => void>();

/** `?ff=true` → true, `?ff=false` → false; absent or anything else → null (no change). */
export function flagFromSearch(search: string): boolean | null {
  const value = new URLSearchParams(search).get(FEATURE_FLAG_PARAM)?.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

function readStored(): FlagValues {
  try {
    const raw = window.localStorage.getItem(FEATURE_FLAGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {}; // storage blocked or a damaged value: the defaults
  }
}

/** The flag's value in this browser: what `?ff` last set, else its default. */
export function isFeatureEnabled(flag: FeatureFlag): boolean {
  const stored = readStored()[flag];
  return typeof stored === 'boolean' ? stored : FEATURE_FLAG_DEFAULTS[flag];
}

/** Stores every flag's value; tells the hooks of this tab (other tabs hear the storage event). */
export function setFeatureFlags(enabled: boolean): void {
  const values = Object.fromEntries(
    Object.keys(FEATURE_FLAG_DEFAULTS).map((flag) => [flag, enabled]),
  ) as FlagValues;
  try {
    window.localStorage.setItem(FEATURE_FLAGS_KEY, JSON.stringify(values));
  } catch {
    // Private mode with storage blocked: the flag holds for this page only (the URL still says it).
  }
  for (const listener of listeners) listener();
}

/** Applies `?ff` of a search string, if present. Returns whether it changed anything. */
export function applyFeatureFlagParam(search: string): boolean {
  const value = flagFromSearch(search);
  if (value === null) return false;
  if (Object.keys(FEATURE_FLAG_DEFAULTS).every((f) => isFeatureEnabled(f as FeatureFlag) === value))
    return false;
  setFeatureFlags(value);
  return true;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FEATURE_FLAGS_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A flag's value, following `?ff` of the current address on every navigation (the address wins at
 * once, so the first render already shows it) and the stored choice otherwise.
 */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  const search = useSearch();
  const fromUrl = flagFromSearch(search);
  const stored = useSyncExternalStore(
    subscribe,
    () => isFeatureEnabled(flag),
    () => FEATURE_FLAG_DEFAULTS[flag],
  );
  useEffect(() => {
    applyFeatureFlagParam(search);
  }, [search]);
  return fromUrl ?? stored;
}
