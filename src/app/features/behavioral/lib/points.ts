/** Pure rules of a point allocation (spec section 2): whole points, 0..total, Done at the total. */

/**
 * What an input's typed text becomes: non-digits are dropped, the number is clamped to
 * 0..total, and an empty field stays empty (null) so the candidate can retype a figure.
 */
export function parsePoints(raw: string, total: number): number | null {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  return clampPoints(Number(digits), total);
}

export function clampPoints(value: number, total: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.trunc(value), 0), Math.max(total, 0));
}

export function pointsSum(values: readonly (number | null)[]): number {
  return values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
}

/** Total minus what is given; negative when too many points are given. */
export function pointsRemaining(total: number, values: readonly (number | null)[]): number {
  return total - pointsSum(values);
}

/** Done is allowed only when the points add up to exactly the total. */
export function canFinish(total: number, values: readonly (number | null)[]): boolean {
  return values.length > 0 && pointsSum(values) === total;
}

/** The stored answer (one whole number per sub-question; an empty field counts as 0). */
export function pointsToMultiValue(values: readonly (number | null)[]): string[] {
  return values.map((v) => String(v ?? 0));
}

/** The fields' figures from a stored answer (missing or unreadable entries are empty). */
export function pointsFromMultiValue(
  multiValue: readonly string[] | null | undefined,
  count: number,
  total: number,
): (number | null)[] {
  return Array.from({ length: count }, (_, i) => {
    const raw = multiValue?.[i];
    return raw == null ? null : parsePoints(raw, total);
  });
}

/** Our wording for too many points (the spec gives none); the figure itself shows the minus. */
export const pointsOverMessage = (over: number) =>
  `${over} ${over === 1 ? 'point' : 'points'} too many`;
