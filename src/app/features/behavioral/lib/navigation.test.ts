import { describe, expect, it } from 'vitest';
import type { SurveyAnswerValue } from '../../../../domain/survey.ts';
import {
  advancesFrom,
  canGoNext,
  canGoPrevious,
  canMoveOn,
  screenOf,
  startIndex,
} from './navigation.ts';
import {
  intro,
  multi,
  points,
  rating,
  screens,
  single,
  text,
} from '../../../test-support/survey.ts';

const answers = (entries: [string, SurveyAnswerValue][]) => new Map(entries);
const allAnswered = answers([
  ['q1', { value: 'a' }],
  ['q2', { multiValue: ['b'] }],
  ['q4', { multiValue: ['4', '6'] }],
  ['q5', { value: '7' }],
]);

describe('the next arrow', () => {
  it('is enabled on a statement (nothing to answer) but not on the last screen', () => {
    expect(canGoNext(screens, 0, answers([]))).toBe(true);
    expect(canGoNext(screens, screens.length - 1, allAnswered)).toBe(false);
  });

  it('waits for a fitting answer on a required question', () => {
    expect(canGoNext(screens, 1, answers([]))).toBe(false);
    expect(canGoNext(screens, 1, answers([['q1', { value: 'zz' }]]))).toBe(false);
    expect(canGoNext(screens, 1, answers([['q1', { value: 'b' }]]))).toBe(true);
    expect(canGoNext(screens, 2, answers([['q2', { multiValue: [] }]]))).toBe(false);
  });

  it('treats an empty point allocation as unanswered, and a partial one too', () => {
    expect(canMoveOn(points, { multiValue: ['0', '0'] })).toBe(false);
    expect(canMoveOn(points, { multiValue: ['3', '0'] })).toBe(false);
    expect(canMoveOn(points, { multiValue: ['3', '7'] })).toBe(true);
  });

  it('lets an optional question be skipped, but not left with an answer that does not fit', () => {
    expect(canMoveOn(text, undefined)).toBe(true);
    expect(canMoveOn(text, { value: '   ' })).toBe(true);
    expect(canMoveOn(text, { value: 'x'.repeat(65) })).toBe(false);
    expect(canMoveOn(text, { value: 'A calm team' })).toBe(true);
  });
});

describe('the previous arrow', () => {
  it('is disabled on the first screen only', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
  });
});

describe('where the questionnaire opens', () => {
  it('starts a new candidate at the welcome statement', () => {
    expect(startIndex(screens, answers([]))).toBe(0);
  });

  it('jumps to the first unanswered required question, skipping optional ones', () => {
    expect(startIndex(screens, answers([['q1', { value: 'a' }]]))).toBe(2);
    const upToText = answers([
      ['q1', { value: 'a' }],
      ['q2', { multiValue: ['a'] }],
    ]);
    // q3 is optional; the next required one (q4) is shown after its lead-in statement (s2).
    expect(screens[startIndex(screens, upToText)]).toBe(screens[4]);
  });

  it('counts an unanswered question among answered ones (not only the end)', () => {
    const gap = answers([
      ['q1', { value: 'a' }],
      ['q4', { multiValue: ['5', '5'] }],
      ['q5', { value: '3' }],
    ]);
    expect(screens[startIndex(screens, gap)]).toBe(multi);
  });

  it('opens at the last screen when every required question is answered', () => {
    expect(startIndex(screens, allAnswered)).toBe(screens.length - 1);
    expect(startIndex([], answers([]))).toBe(0);
  });
});

describe('auto-advance and invalid answers', () => {
  it('moves on from every screen but the last', () => {
    expect(advancesFrom(screens, 1)).toBe(true);
    expect(advancesFrom(screens, screens.length - 1)).toBe(false);
  });

  it('finds the screen of a question the server names', () => {
    expect(screenOf(screens, rating.id)).toBe(6);
    expect(screenOf(screens, single.id)).toBe(1);
    expect(screenOf(screens, intro.id)).toBe(0);
    expect(screenOf(screens, 'nope')).toBe(-1);
  });
});
