import { describe, expect, it } from 'vitest';
import {
  canAnswer,
  initialRunnerState,
  isConfirmShown,
  isLocked,
  isWaitingForClose,
  type RunnerEvent,
  type RunnerState,
  runningAssessmentReducer,
  type ServerWord,
  settle,
  type ShownFacts,
  shownBody,
} from './running-assessment-state.ts';
import type { SectionInfoLike } from './section-flow.ts';

/** The next section as the server describes it: untimed, not informational, first of two. */
const section = (id: string | null, more: Partial<SectionInfoLike> = {}): SectionInfoLike => ({
  id,
  completedSections: 0,
  totalSections: 2,
  timerDuration: null,
  timerRemaining: null,
  isInformational: false,
  ...more,
});
const timedStarted = (id: string) => section(id, { timerDuration: 600, timerRemaining: 125 });
const lastSection = (id: string) => section(id, { completedSections: 1 });

const server = (info: SectionInfoLike | undefined, more: Partial<ServerWord> = {}): ServerWord => ({
  info,
  outboxLoaded: true,
  closeQueued: false,
  ...more,
});

/** The state after `events`, each with the server's word `word`. */
function after(word: ServerWord, ...events: RunnerEvent[]): RunnerState {
  return events.reduce(
    (state, event) => runningAssessmentReducer(state, { event, server: word }),
    initialRunnerState,
  );
}

const shownFacts = (word: ServerWord, more: Partial<ShownFacts> = {}): ShownFacts => ({
  ...word,
  online: true,
  infoUnavailable: false,
  questionsLoaded: true,
  questionsCached: false,
  questionsFailed: false,
  closeRefused: false,
  ...more,
});

const open = (sectionId: string): RunnerEvent => ({ type: 'QUESTIONS_OPENED', sectionId });
const closeOf = (sectionId: string, last = false): RunnerEvent => ({
  type: 'CLOSE_REQUESTED',
  sectionId,
  closeType: 'MANUAL',
  last,
});

describe('the running assessment: screens', () => {
  it('starts on the section information, and opens the questions on Next', () => {
    const word = server(section('s1'));
    expect(settle(initialRunnerState, word).screen).toEqual({ phase: 'SECTION_INFO' });
    expect(after(word, open('s1')).screen).toEqual({ phase: 'SECTION_QUESTIONS', sectionId: 's1' });
  });

  it('skips the information of a timed section whose clock runs, once the outbox is read', () => {
    expect(settle(initialRunnerState, server(timedStarted('s1'))).screen).toEqual({
      phase: 'SECTION_QUESTIONS',
      sectionId: 's1',
    });
    // Not before the outbox says whether a close of it waits there.
    expect(
      settle(initialRunnerState, server(timedStarted('s1'), { outboxLoaded: false })).screen,
    ).toEqual({ phase: 'SECTION_INFO' });
    // Not with its close on its way (the boundary waits for it instead).
    expect(
      settle(initialRunnerState, server(timedStarted('s1'), { closeQueued: true })).screen,
    ).toEqual({ phase: 'SECTION_INFO' });
    // Not an untimed section, nor a timed one not started.
    const notStarted = section('s1', { timerDuration: 600, timerRemaining: 600 });
    expect(settle(initialRunnerState, server(notStarted)).screen.phase).toBe('SECTION_INFO');
  });

  it('goes back to the information when the server names another section next', () => {
    const shown = after(server(section('s1')), open('s1'));
    expect(settle(shown, server(section('s2'))).screen).toEqual({ phase: 'SECTION_INFO' });
    // ... but not while this screen closes the section (its close is on its way).
    const closing = after(server(section('s1')), open('s1'), closeOf('s1'));
    expect(settle(closing, server(section('s2'))).screen).toEqual({
      phase: 'SECTION_QUESTIONS',
      sectionId: 's1',
    });
  });

  it('settles idempotently, returning the same state when nothing moves', () => {
    const word = server(timedStarted('s1'));
    const once = settle(initialRunnerState, word);
    expect(settle(once, word)).toBe(once);
    const still = after(server(section('s1')), open('s1'));
    expect(settle(still, server(section('s1')))).toBe(still);
  });

  it('acts on the settled screen: a close requested on questions shown by the clock stays there', () => {
    // The questions showed because the clock ran (never stored); Next requests the close: the
    // questions stay on screen, locked and closing, instead of the boundary's spinner.
    const word = server(timedStarted('s1'));
    const closing = after(word, closeOf('s1'));
    expect(closing.screen).toEqual({ phase: 'SECTION_QUESTIONS', sectionId: 's1' });
    expect(isLocked(closing)).toBe(true);
    expect(shownBody(settle(closing, word), shownFacts(word))).toEqual({
      kind: 'ANSWERING',
      locked: true,
      closing: true,
    });
  });
});

describe('the running assessment: closing a section', () => {
  const word = server(section('s1'));

  it('locks at once, and is stored once (requested, storing, stored)', () => {
    const requested = after(word, open('s1'), closeOf('s1'));
    expect(requested.close).toMatchObject({
      sectionId: 's1',
      type: 'MANUAL',
      progress: 'REQUESTED',
    });
    expect(isLocked(requested)).toBe(true);
    // Answers still count until the close is stored: the items flush their last ones first.
    expect(canAnswer(requested)).toBe(true);

    const storing = after(word, open('s1'), closeOf('s1'), { type: 'CLOSE_STORING' });
    expect(storing.close?.progress).toBe('STORING');
    // A second request of the same section changes nothing (a double click, Next after time up).
    expect(runningAssessmentReducer(storing, { event: closeOf('s1'), server: word })).toBe(storing);
    // Storing twice neither.
    expect(
      runningAssessmentReducer(storing, { event: { type: 'CLOSE_STORING' }, server: word }),
    ).toBe(storing);
  });

  it('moves on once stored: the next section information, or the end after the last', () => {
    const stored = after(
      word,
      open('s1'),
      closeOf('s1'),
      { type: 'CLOSE_STORING' },
      {
        type: 'CLOSE_STORED',
        sectionId: 's1',
      },
    );
    expect(stored.screen).toEqual({ phase: 'SECTION_INFO' });
    expect(stored.close?.progress).toBe('STORED');
    // The boundary waits for the close to reach the server, saying so.
    expect(isWaitingForClose(stored, word)).toBe(true);
    expect(shownBody(stored, shownFacts(word))).toEqual({ kind: 'CLOSING', wait: 'SAVING' });
    expect(shownBody(stored, shownFacts(word, { online: false }))).toEqual({
      kind: 'CLOSING',
      wait: 'OFFLINE',
    });
    expect(shownBody(stored, shownFacts(word, { closeRefused: true }))).toEqual({
      kind: 'CLOSING',
      wait: 'REFUSED',
    });
    // Delivered: the server names the next section, whose information shows.
    const next = server(section('s2', { completedSections: 1 }));
    expect(shownBody(settle(stored, next), shownFacts(next))).toEqual({
      kind: 'INFO',
      busy: false,
    });

    const lastWord = server(lastSection('s2'));
    const ended = after(
      lastWord,
      open('s2'),
      closeOf('s2', true),
      { type: 'CLOSE_STORING' },
      {
        type: 'CLOSE_STORED',
        sectionId: 's2',
      },
    );
    expect(ended.screen).toEqual({ phase: 'END_OF_ASSESSMENT' });
    expect(shownBody(ended, shownFacts(lastWord))).toEqual({ kind: 'ENDED' });
  });

  it('ignores a stored close of another section', () => {
    const requested = after(word, open('s1'), closeOf('s1'));
    expect(
      runningAssessmentReducer(requested, {
        event: { type: 'CLOSE_STORED', sectionId: 'other' },
        server: word,
      }),
    ).toBe(requested);
  });

  it('opens the section again when its close could not be stored on this device', () => {
    const failed = after(
      word,
      open('s1'),
      { type: 'TIME_UP', sectionId: 's1', last: false },
      { type: 'CLOSE_STORING' },
      { type: 'CLOSE_NOT_STORED' },
    );
    expect(failed.close).toBeNull();
    expect(failed.timeUpSection).toBeNull();
    expect(isLocked(failed)).toBe(false);
    expect(failed.notStored).toBe(true);
  });

  it('closes an informational section from its information: the boundary waits for it', () => {
    const welcome = server(section('s1', { isInformational: true }));
    expect(shownBody(initialRunnerState, shownFacts(welcome))).toEqual({
      kind: 'INFO',
      busy: false,
    });
    const closing = after(welcome, closeOf('s1'));
    expect(closing.screen).toEqual({ phase: 'SECTION_INFO' });
    expect(shownBody(closing, shownFacts(welcome))).toEqual({ kind: 'CLOSING', wait: 'SAVING' });
  });
});

describe('the running assessment: time up', () => {
  const word = server(timedStarted('s1'));

  it('locks the section, closes "Before You Move On", and requests its TIMER close', () => {
    const asked = after(word, { type: 'CONFIRM_ASKED' });
    expect(isConfirmShown(asked)).toBe(true);
    const up = runningAssessmentReducer(asked, {
      event: { type: 'TIME_UP', sectionId: 's1', last: true },
      server: word,
    });
    expect(up.timeUpSection).toBe('s1');
    expect(isLocked(up)).toBe(true);
    expect(up.confirmOpen).toBe(false);
    expect(isConfirmShown(up)).toBe(false);
    expect(up.close).toEqual({ sectionId: 's1', type: 'TIMER', last: true, progress: 'REQUESTED' });
  });

  it('keeps a close already requested (the manual one goes on)', () => {
    const closing = after(word, closeOf('s1'), { type: 'CLOSE_STORING' });
    const up = runningAssessmentReducer(closing, {
      event: { type: 'TIME_UP', sectionId: 's1', last: false },
      server: word,
    });
    expect(up.close).toBe(closing.close);
    expect(up.timeUpSection).toBe('s1');
  });
});

describe('the running assessment: answers', () => {
  const word = server(section('s1'));

  it('takes no answer off the questions, nor once the close is stored', () => {
    expect(canAnswer(after(word))).toBe(false);
    expect(canAnswer(after(word, open('s1')))).toBe(true);
    const stored = after(
      word,
      open('s1'),
      closeOf('s1'),
      { type: 'CLOSE_STORING' },
      {
        type: 'CLOSE_STORED',
        sectionId: 's1',
      },
    );
    expect(canAnswer(stored)).toBe(false);
  });

  it('says when an answer could not be stored, until one is', () => {
    const failed = after(word, open('s1'), { type: 'ANSWER_NOT_STORED' });
    expect(failed.notStored).toBe(true);
    // An answer's outcome comes without the server's word: it is not about the screen.
    const ok = runningAssessmentReducer(failed, { event: { type: 'ANSWER_STORED' } });
    expect(ok.notStored).toBe(false);
  });

  it('asks "Before You Move On" and cancels it; not shown on locked questions', () => {
    const asked = after(word, open('s1'), { type: 'CONFIRM_ASKED' });
    expect(isConfirmShown(asked)).toBe(true);
    expect(
      isConfirmShown(
        after(word, open('s1'), { type: 'CONFIRM_ASKED' }, { type: 'CONFIRM_CANCELLED' }),
      ),
    ).toBe(false);
    // Asked on the information screen (never happens): not shown there.
    expect(isConfirmShown(after(word, { type: 'CONFIRM_ASKED' }))).toBe(false);
  });
});

describe('the running assessment: what shows', () => {
  it('loads, or says why the section is not there', () => {
    const none = server(undefined);
    expect(shownBody(initialRunnerState, shownFacts(none))).toEqual({ kind: 'LOADING' });
    expect(shownBody(initialRunnerState, shownFacts(none, { infoUnavailable: true }))).toEqual({
      kind: 'INFO_NOT_LOADED',
    });
    // No section left: a spinner while the hook leaves for the landing page.
    const done = server(section(null));
    expect(shownBody(initialRunnerState, shownFacts(done))).toEqual({ kind: 'LOADING' });
  });

  it('the questions: loading, offline before they were ever loaded, failed, shown', () => {
    const word = server(section('s1'));
    const shown = after(word, open('s1'));
    const facts = (more: Partial<ShownFacts>) => shownFacts(word, more);
    expect(shownBody(shown, facts({ questionsLoaded: false }))).toEqual({ kind: 'LOADING' });
    expect(shownBody(shown, facts({ questionsLoaded: false, online: false }))).toEqual({
      kind: 'QUESTIONS_OFFLINE',
    });
    expect(
      shownBody(shown, facts({ questionsLoaded: false, online: false, questionsCached: true })),
    ).toEqual({ kind: 'LOADING' });
    expect(shownBody(shown, facts({ questionsLoaded: false, questionsFailed: true }))).toEqual({
      kind: 'QUESTIONS_NOT_LOADED',
    });
    expect(shownBody(shown, facts({}))).toEqual({
      kind: 'ANSWERING',
      locked: false,
      closing: false,
    });
  });

  it('the end page stays whatever the server says after it', () => {
    const lastWord = server(lastSection('s2'));
    const ended = after(
      lastWord,
      open('s2'),
      closeOf('s2', true),
      { type: 'CLOSE_STORING' },
      {
        type: 'CLOSE_STORED',
        sectionId: 's2',
      },
    );
    const nothingLeft = server(section(null, { completedSections: 2 }));
    expect(shownBody(settle(ended, nothingLeft), shownFacts(nothingLeft))).toEqual({
      kind: 'ENDED',
    });
  });
});
