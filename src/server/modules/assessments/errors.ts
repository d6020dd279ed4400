/** The refusals the assessments module shares between its parts. */
import { assessmentMessages as m } from '../../../domain/assessments.ts';
import { UserFacingError } from '../../errors.ts';

/**
 * An answer refused because the section's time and grace are over. Thrown inside the answer's
 * transaction, which rolls back; answers.ts then closes the section (TIMER) and passes it on.
 */
export class SectionExpiredError extends UserFacingError {
  constructor() {
    super('BAD_USER_INPUT', m.pastDeadline);
  }
}

/** Not the caller's, or not there: another candidate's assessment is never revealed. */
export const notFound = () => new UserFacingError('NOT_FOUND', m.notYourAssessment);

export const badInput = (message: string) => new UserFacingError('BAD_USER_INPUT', message);

/**
 * The candidate's assessment was voided (docs/decisions/046): nothing about it may be served or
 * written. A 403, so the client's outbox keeps an answer sent to it as refused, never retried.
 */
export const voided = () => new UserFacingError('FORBIDDEN', m.voided, 403);

/** Refuses a voided assessment's reads and writes (the caller's row, as read or locked). */
export function refuseVoided(row: { status: string }): void {
  if (row.status === 'VOIDED') throw voided();
}
