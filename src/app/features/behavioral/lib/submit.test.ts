import { describe, expect, it } from 'vitest';
import { surveyCompleteWrite } from '../api/set-user-survey-complete.ts';

const SET_COMPLETE_OPERATION = surveyCompleteWrite.operation;
import { submitMessages, submitWait, submitWaitMessage } from './submit.ts';
import { outboxEntry } from '../../../test-support/outbox-entry.ts';

describe('what a Submit waits for', () => {
  const queued = outboxEntry(SET_COMPLETE_OPERATION, {});

  it('waits for nothing without a Submit in the outbox', () => {
    expect(submitWait({ queued: undefined, unsentAnswers: 3, online: true })).toEqual({
      kind: 'none',
    });
  });

  it('says how many answers are still being sent', () => {
    const wait = submitWait({ queued, unsentAnswers: 3, online: true });
    expect(wait).toEqual({ kind: 'sending', left: 3 });
    expect(submitWaitMessage(wait)).toBe('Sending your answers… 3 left');
  });

  it('says offline that the answers are on the device and will be submitted later', () => {
    const wait = submitWait({ queued, unsentAnswers: 3, online: false });
    expect(submitWaitMessage(wait)).toBe(submitMessages.offline);
    expect(submitWaitMessage(submitWait({ queued, unsentAnswers: 0, online: false }))).toBe(
      submitMessages.offline,
    );
  });

  it('is submitting once every answer is in', () => {
    expect(submitWait({ queued, unsentAnswers: 0, online: true })).toEqual({ kind: 'submitting' });
  });

  it("shows the server's refusal", () => {
    const refused = outboxEntry(
      SET_COMPLETE_OPERATION,
      {},
      { lastError: { message: 'No.', permanent: true } },
    );
    const wait = submitWait({ queued: refused, unsentAnswers: 0, online: true });
    expect(submitWaitMessage(wait)).toBe('Your answers were not submitted: No.');
  });
});
