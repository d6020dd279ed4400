/**
 * The reasonable-accommodation time multiplier (User.accommodations.assessmentTimerMultiplier):
 * 1 means none; 1.5 and 2 are the spec's examples. Operators set it (`accommodation:set`), the app
 * shows it in labels such as "Cognitive Skills Assessment (1.5× Time)".
 */
export const NO_ACCOMMODATION_MULTIPLIER = 1;
/** The largest multiplier an operator may grant: triple time. */
export const MAX_ACCOMMODATION_MULTIPLIER = 3;

/** 1.5 → "1.5×", 2 → "2×" (at most two decimals, no trailing zeros). */
export function formatMultiplier(multiplier: number): string {
  return `${Number(multiplier.toFixed(2))}×`;
}

/** " (1.5× Time)" when the multiplier is above 1, else "" (spec 001 section 1). */
export function timeMultiplierSuffix(multiplier: number | null | undefined): string {
  if (typeof multiplier !== 'number' || !(multiplier > NO_ACCOMMODATION_MULTIPLIER)) return '';
  return ` (${formatMultiplier(multiplier)} Time)`;
}

export const accommodationMessages = {
  invalidMultiplier: `The multiplier must be a number from ${NO_ACCOMMODATION_MULTIPLIER} to ${MAX_ACCOMMODATION_MULTIPLIER} with at most two decimals, e.g. 1.5.`,
} as const;

/**
 * An operator's multiplier text ("1.5") as a number, or null when it is not one from 1 to 3 with
 * at most two decimals (the column keeps two).
 */
export function parseAccommodationMultiplier(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= NO_ACCOMMODATION_MULTIPLIER && value <= MAX_ACCOMMODATION_MULTIPLIER
    ? value
    : null;
}
