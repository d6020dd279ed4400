import { describe, expect, it } from 'vitest';
import {
  arrivalPhase,
  hasTimerStarted,
  isLastSection,
  nextAction,
  nextLabel,
  phaseAfterClose,
} from './section-flow.ts';

const info = (over: Partial<Parameters<typeof arrivalPhase>[0]> = {}) => ({
  id: 's1',
  completedSections: 0,
  totalSections: 3,
  timerDuration: 300,
  timerRemaining: 300,
  isInformational: false,
  ...over,
});

describe('the section flow', () => {
  it('goes to the landing page when no section is left', () => {
    expect(arrivalPhase(info({ id: null }))).toBe('LANDING');
  });

  it('shows a section info first, unless its timer already runs', () => {
    expect(arrivalPhase(info())).toBe('SECTION_INFO');
    expect(arrivalPhase(info({ timerRemaining: 299 }))).toBe('SECTION_QUESTIONS');
    expect(arrivalPhase(info({ timerRemaining: 0 }))).toBe('SECTION_QUESTIONS');
    // Untimed, or informational: always the info screen.
    expect(arrivalPhase(info({ timerDuration: null, timerRemaining: null }))).toBe('SECTION_INFO');
    expect(hasTimerStarted(info({ isInformational: true, timerRemaining: 10 }))).toBe(false);
  });

  it('ends the assessment after the last section (completed + 1 == total)', () => {
    expect(isLastSection(info({ completedSections: 2 }))).toBe(true);
    expect(isLastSection(info({ completedSections: 1 }))).toBe(false);
    expect(phaseAfterClose(info({ completedSections: 2 }))).toBe('END_OF_ASSESSMENT');
    expect(phaseAfterClose(info({ completedSections: 0 }))).toBe('SECTION_INFO');
  });

  it('asks "Before You Move On" only in the cognitive flow while time remains', () => {
    expect(nextAction('cognitive', 1000)).toBe('CONFIRM');
    expect(nextAction('cognitive', 0)).toBe('CLOSE');
    expect(nextAction('cognitive', null)).toBe('CLOSE');
    expect(nextAction('lateral', 60_000)).toBe('CLOSE');
  });

  it("labels lateral's Next Submit on the last section", () => {
    expect(nextLabel('lateral', info({ completedSections: 2 }))).toBe('Submit');
    expect(nextLabel('lateral', info())).toBe('Next');
    expect(nextLabel('cognitive', info({ completedSections: 2 }))).toBe('Next');
  });
});
