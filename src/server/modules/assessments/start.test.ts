import { describe, expect, it } from 'vitest';
import { assessmentMessages as m } from '../../../domain/assessments.ts';
import { MAX_INITIALS_LENGTH, validAcknowledgements } from './start.ts';

const INITIALS = {
  aiTools: ' AB ',
  selfCompletion: 'AB',
  monitoring: 'AB',
  violationConsequences: 'AB',
  retakePolicy: 'AB',
};

describe('validAcknowledgements', () => {
  it('keeps the five initials, trimmed', () => {
    expect(validAcknowledgements(INITIALS)).toEqual({ ...INITIALS, aiTools: 'AB' });
  });

  it("refuses a blank one with the spec's message, and one too long to be initials", () => {
    expect(() => validAcknowledgements({ ...INITIALS, monitoring: '  ' })).toThrow(
      m.initialsRequired,
    );
    expect(() =>
      validAcknowledgements({ ...INITIALS, retakePolicy: 'A'.repeat(MAX_INITIALS_LENGTH + 1) }),
    ).toThrow(m.answerDoesNotFit);
  });
});
