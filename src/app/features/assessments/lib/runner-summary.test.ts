import { describe, expect, it } from 'vitest';
import { assessmentMessages } from '../../../../domain/assessments.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { lateAnswersWaitingOf, progressOf, refusalsOf } from './runner-summary.ts';

let seq = 0;
const entry = (operation: string, id: string, message?: string): OutboxEntry => ({
  id: `e${++seq}`,
  userId: 'u1',
  operation,
  document: '',
  variables: { id },
  createdAt: 0,
  createdAtPerf: 0,
  attempts: 0,
  nextAttemptAt: 0,
  seq,
  ...(message ? { lastError: { message, permanent: true } } : {}),
});
const answer = (id: string, message?: string) => entry('SubmitItemResponse', id, message);
const close = (id: string, message?: string) => entry('AssessmentSectionClose', id, message);

describe('what the runner reports', () => {
  it('counts the refused answers (or the refused close), each reason once', () => {
    expect(refusalsOf([answer('i1')])).toBeNull();
    expect(refusalsOf([answer('i1', 'No.'), answer('i2', 'No.'), close('s1', 'Closed.')])).toEqual({
      count: 2,
      reasons: 'No. Closed.',
      dismissible: true,
      late: false,
    });
    expect(refusalsOf([close('s1', 'Closed.')])).toMatchObject({ count: 1, dismissible: false });
    const late = assessmentMessages.pastDeadline;
    expect(refusalsOf([answer('i1', late)])).toMatchObject({ late: true });
  });

  it('tells the answers given in time still waiting, offline past the deadline', () => {
    const window = { sectionId: 's1', itemIds: new Set(['i1', 'i2']), endsAt: 99 };
    const entries = [answer('i1'), answer('i2', 'No.'), answer('other')];
    expect(lateAnswersWaitingOf(window, entries, false)).toEqual({ count: 1, endsAt: 99 });
    expect(lateAnswersWaitingOf(window, entries, true)).toBeNull();
    expect(lateAnswersWaitingOf(null, entries, false)).toBeNull();
    expect(lateAnswersWaitingOf(window, [answer('other')], false)).toBeNull();
  });

  it('counts the sections completed from the cached assessment, all of them at the end', () => {
    const sections = [{ status: 'COMPLETE' }, { status: 'IN_PROGRESS' }, { status: 'NOT_STARTED' }];
    const info = { totalSections: 5, completedSections: 4 };
    expect(progressOf(sections, info, false)).toEqual({ completed: 1, total: 3 });
    expect(progressOf(sections, info, true)).toEqual({ completed: 3, total: 3 });
    expect(progressOf(undefined, info, false)).toEqual({ completed: 4, total: 5 });
    expect(progressOf(undefined, undefined, false)).toEqual({ completed: 0, total: 0 });
  });
});
