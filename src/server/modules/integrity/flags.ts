/**
 * The integrity flags of one attempt, from what was recorded during its timed sections
 * (docs/decisions/045-integrity-events-and-flags.md, which gives each threshold its reason). Pure:
 * the operator's listing and the tests call it with rows. A flag asks a person to look; it voids
 * nothing by itself.
 */
import { CLOCK_SKEW_LIMIT_MS, type IntegrityEventType } from '../../../domain/integrity.ts';

/** Away from the section for longer than this in all (tab hidden or window left) is flagged. */
export const AWAY_LIMIT_MS = 30_000;
/** More departures than this (tab hidden or window left) are flagged, however short. */
export const DEPARTURE_LIMIT = 3;

export const FLAG_RULES = [
  'AWAY_TOO_LONG',
  'LEFT_TOO_OFTEN',
  'PASTED',
  'COPIED',
  'TAB_TAKEN_OVER',
  'SIGNED_IN_ELSEWHERE',
  'CLOCK_SKEW',
  'LATE_ANSWER',
] as const;
export type FlagRule = (typeof FLAG_RULES)[number];

export interface Flag {
  rule: FlagRule;
  /** What tripped it, for the operator (figures, not judgements). */
  detail: string;
}

export interface RecordedEvent {
  type: IntegrityEventType;
  durationMs: number | null;
  skewMs: number | null;
}

export interface LateAnswer {
  itemId: string;
  lateByMs: number;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Every rule the attempt's events trip, in FLAG_RULES order; none: an empty list. `lateGainedMs`:
 * the late time the attempt's late answers gained in all (docs/decisions/053), when known.
 */
export function integrityFlags(
  events: readonly RecordedEvent[],
  late: readonly LateAnswer[],
  lateGainedMs?: number,
) {
  const flags: Flag[] = [];
  const of = (...types: IntegrityEventType[]) => events.filter((e) => types.includes(e.type));

  const departures = of('TAB_HIDDEN', 'WINDOW_LEFT');
  const awayMs = departures.reduce((sum, e) => sum + (e.durationMs ?? 0), 0);
  if (awayMs > AWAY_LIMIT_MS)
    flags.push({ rule: 'AWAY_TOO_LONG', detail: `away ${seconds(awayMs)} in all` });
  if (departures.length > DEPARTURE_LIMIT)
    flags.push({ rule: 'LEFT_TOO_OFTEN', detail: `left ${count(departures.length, 'time')}` });

  const pastes = of('PASTE').length;
  if (pastes > 0) flags.push({ rule: 'PASTED', detail: count(pastes, 'paste') });
  const copies = of('COPY', 'CUT').length;
  if (copies > 0) flags.push({ rule: 'COPIED', detail: `${copies} copied or cut` });

  const takeOvers = of('TAB_TAKEN_OVER').length;
  if (takeOvers > 0) flags.push({ rule: 'TAB_TAKEN_OVER', detail: count(takeOvers, 'take-over') });
  const signIns = of('SIGN_IN_ELSEWHERE').length;
  if (signIns > 0) flags.push({ rule: 'SIGNED_IN_ELSEWHERE', detail: count(signIns, 'sign-in') });

  const worstSkew = Math.max(0, ...of('CLOCK_SKEW').map((e) => Math.abs(e.skewMs ?? 0)));
  if (worstSkew > CLOCK_SKEW_LIMIT_MS)
    flags.push({ rule: 'CLOCK_SKEW', detail: `device clock off by ${seconds(worstSkew)}` });

  const gained = lateGainedMs ? `, ${seconds(lateGainedMs)} gained in all` : '';
  if (late.length > 0) {
    const latest = Math.max(...late.map((a) => a.lateByMs));
    flags.push({
      rule: 'LATE_ANSWER',
      detail: `${count(late.length, 'answer')} late, the latest by ${seconds(latest)}${gained}`,
    });
  } else if (lateGainedMs) {
    // Late answers that cleared their items leave no row, but gained time all the same.
    flags.push({
      rule: 'LATE_ANSWER',
      detail: `late answers: ${seconds(lateGainedMs)} gained in all`,
    });
  }
  return flags;
}
