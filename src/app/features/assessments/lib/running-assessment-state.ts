/**
 * The running assessment's state (components/running-assessment.tsx), as a pure reducer: which
 * screen the candidate is on, the section close on its way, time up, whether the last write could
 * be stored, and what the screen shows from that and from what the server and the outbox say
 * (docs/decisions/036-running-assessment-reducer.md). No React, no I/O: the hook
 * (use-running-assessment.ts) feeds it the queries and the outbox, and carries out the writes.
 *
 * The server's word is not state here: the next section's information and the outbox's queued
 * close come with every event (`server`), and `settle` applies them first, so an event always acts
 * on the screen the candidate saw. Between events, the hook shows `settle(state, server)`. The
 * answers are not state here: each is its outbox entry (answer-desk.ts until it is stored).
 */
import type { SectionCloseType } from '../../../../domain/assessments.ts';
import { hasTimerStarted, type SectionInfoLike } from './section-flow.ts';

/** The screen the candidate is on. On leaving the runner it starts again from the section info. */
export type RunnerScreen =
  | { phase: 'SECTION_INFO' }
  | { phase: 'SECTION_QUESTIONS'; sectionId: string }
  | { phase: 'END_OF_ASSESSMENT' };

export interface SectionClose {
  sectionId: string;
  type: SectionCloseType;
  /** The assessment's last section: once stored, the end page shows. */
  last: boolean;
  /**
   * REQUESTED: the section locks, its items flush their last answers; STORING: being written to the
   * outbox (after those answers); STORED: in the outbox, on its way to the server.
   */
  progress: 'REQUESTED' | 'STORING' | 'STORED';
}

export interface RunnerState {
  screen: RunnerScreen;
  close: SectionClose | null;
  /** The section whose time is up (locked at once, offline too). */
  timeUpSection: string | null;
  /** "Before You Move On" asked. */
  confirmOpen: boolean;
  /** The last write could not be stored on this device. */
  notStored: boolean;
}

export const initialRunnerState: RunnerState = {
  screen: { phase: 'SECTION_INFO' },
  close: null,
  timeUpSection: null,
  confirmOpen: false,
  notStored: false,
};

/** What the server and the outbox say now (from the queries; the runner does not own it). */
export interface ServerWord {
  /** The next section's information, once loaded (id null: no section left). */
  info: SectionInfoLike | undefined;
  /** The outbox was read: a close waiting there is known. */
  outboxLoaded: boolean;
  /** A close of the next section waits in the outbox (or was refused there). */
  closeQueued: boolean;
}

export type RunnerEvent =
  /** Next on the information screen of a section with questions: they are asked for. */
  | { type: 'QUESTIONS_OPENED'; sectionId: string }
  /** Next (confirmed where asked) on the questions, or on an informational section's info. */
  | { type: 'CLOSE_REQUESTED'; sectionId: string; closeType: SectionCloseType; last: boolean }
  /** The countdown reached zero, or the server answered that the section is complete. */
  | { type: 'TIME_UP'; sectionId: string; last: boolean }
  | { type: 'CLOSE_STORING' }
  | { type: 'CLOSE_STORED'; sectionId: string }
  | { type: 'CLOSE_NOT_STORED' }
  | { type: 'CONFIRM_ASKED' }
  | { type: 'CONFIRM_CANCELLED' }
  /** An answer was written to this device, or could not be (answer-desk.ts). */
  | { type: 'ANSWER_STORED' }
  | { type: 'ANSWER_NOT_STORED' };

export interface RunnerAction {
  event: RunnerEvent;
  /** What the server said when the event happened (none: an event that is not about the screen). */
  server?: ServerWord;
}

const INFO: RunnerScreen = { phase: 'SECTION_INFO' };

/** The section whose questions are on screen, if any. */
export function questionsSectionOf(state: RunnerState): string | null {
  return state.screen.phase === 'SECTION_QUESTIONS' ? state.screen.sectionId : null;
}

/** The next section's close is on its way: requested here, or waiting in the outbox. */
export function isWaitingForClose(state: RunnerState, server: ServerWord): boolean {
  const sectionId = server.info?.id;
  return !!sectionId && (state.close?.sectionId === sectionId || server.closeQueued);
}

/** The questions on screen are closing (Next chosen, or time up): "Saving your answers…". */
export function isClosingShown(state: RunnerState): boolean {
  const sectionId = questionsSectionOf(state);
  return !!sectionId && state.close?.sectionId === sectionId;
}

/** The questions on screen can no longer change: time is up, or the section is closing. */
export function isLocked(state: RunnerState): boolean {
  const sectionId = questionsSectionOf(state);
  return !!sectionId && (state.timeUpSection === sectionId || isClosingShown(state));
}

/** Answers are taken until the section's close is in the outbox (the items flush before it). */
export function canAnswer(state: RunnerState): boolean {
  const sectionId = questionsSectionOf(state);
  return (
    !!sectionId && !(state.close?.progress === 'STORED' && state.close.sectionId === sectionId)
  );
}

/** "Before You Move On" shows while asked, on questions that can still change. */
export function isConfirmShown(state: RunnerState): boolean {
  return state.confirmOpen && state.screen.phase === 'SECTION_QUESTIONS' && !isLocked(state);
}

/**
 * The screen as the server's latest word leaves it (spec 001 section 4). Pure and idempotent:
 * - questions of a section the server no longer names as next (closed elsewhere, or by the server
 *   after its deadline), unless this screen is closing it: back to the information screen;
 * - the information of a timed section whose clock already runs (a reload, another tab's start),
 *   with no close of it on its way: straight to its questions.
 */
export function settle(state: RunnerState, server: ServerWord): RunnerState {
  const { info } = server;
  let screen = state.screen;
  if (
    screen.phase === 'SECTION_QUESTIONS' &&
    info &&
    info.id !== screen.sectionId &&
    state.close?.sectionId !== screen.sectionId
  ) {
    screen = INFO;
  }
  if (
    screen.phase === 'SECTION_INFO' &&
    info?.id &&
    server.outboxLoaded &&
    !isWaitingForClose(state, server) &&
    hasTimerStarted(info)
  ) {
    screen = { phase: 'SECTION_QUESTIONS', sectionId: info.id };
  }
  return screen === state.screen ? state : { ...state, screen };
}

/** Each event acts on the settled state: the screen the candidate saw when it happened. */
export function runningAssessmentReducer(state: RunnerState, action: RunnerAction): RunnerState {
  return apply(action.server ? settle(state, action.server) : state, action.event);
}

function apply(state: RunnerState, event: RunnerEvent): RunnerState {
  switch (event.type) {
    case 'QUESTIONS_OPENED':
      return { ...state, screen: { phase: 'SECTION_QUESTIONS', sectionId: event.sectionId } };
    case 'CLOSE_REQUESTED':
      if (state.close?.sectionId === event.sectionId) return state;
      return {
        ...state,
        confirmOpen: false,
        close: {
          sectionId: event.sectionId,
          type: event.closeType,
          last: event.last,
          progress: 'REQUESTED',
        },
      };
    case 'TIME_UP':
      return {
        ...state,
        confirmOpen: false,
        timeUpSection: event.sectionId,
        close:
          state.close?.sectionId === event.sectionId
            ? state.close
            : {
                sectionId: event.sectionId,
                type: 'TIMER',
                last: event.last,
                progress: 'REQUESTED',
              },
      };
    case 'CLOSE_STORING':
      if (state.close?.progress !== 'REQUESTED') return state;
      return { ...state, close: { ...state.close, progress: 'STORING' } };
    case 'CLOSE_STORED': {
      const { close } = state;
      if (close?.sectionId !== event.sectionId) return state;
      return {
        ...state,
        close: { ...close, progress: 'STORED' },
        screen: close.last ? { phase: 'END_OF_ASSESSMENT' } : INFO,
      };
    }
    case 'CLOSE_NOT_STORED':
      // The section opens again: the candidate can answer and try Next once more.
      return { ...state, close: null, timeUpSection: null, notStored: true };
    case 'CONFIRM_ASKED':
      return { ...state, confirmOpen: true };
    case 'CONFIRM_CANCELLED':
      return { ...state, confirmOpen: false };
    case 'ANSWER_STORED':
      return state.notStored ? { ...state, notStored: false } : state;
    case 'ANSWER_NOT_STORED':
      return { ...state, notStored: true };
  }
}

// ---- What the screen shows.

/** What the queries and the connection say, besides the server's word on the next section. */
export interface ShownFacts extends ServerWord {
  online: boolean;
  /** The information query failed, or is not being asked (offline). */
  infoUnavailable: boolean;
  /** The questions of the section on screen have arrived. */
  questionsLoaded: boolean;
  /** The questions of the section on screen are on this device (from an earlier visit). */
  questionsCached: boolean;
  /** Asking for the questions failed, and is not being retried. */
  questionsFailed: boolean;
  /** The server refused the queued close of the next section (the candidate may retry). */
  closeRefused: boolean;
}

/**
 * The body of the runner: ENDED; LOADING (a spinner); INFO_NOT_LOADED (failed, or offline before
 * it ever loaded); CLOSING (at the boundary, waiting for the close to reach the server: SAVING,
 * OFFLINE, or REFUSED); INFO; QUESTIONS_OFFLINE (not on this device yet); QUESTIONS_NOT_LOADED;
 * ANSWERING.
 */
export type ShownBody =
  | { kind: 'ENDED' }
  | { kind: 'LOADING' }
  | { kind: 'INFO_NOT_LOADED' }
  | { kind: 'CLOSING'; wait: 'SAVING' | 'OFFLINE' | 'REFUSED' }
  | { kind: 'INFO'; busy: boolean }
  | { kind: 'QUESTIONS_OFFLINE' }
  | { kind: 'QUESTIONS_NOT_LOADED' }
  | { kind: 'ANSWERING'; locked: boolean; closing: boolean };

/** What the runner shows for a settled state. */
export function shownBody(state: RunnerState, facts: ShownFacts): ShownBody {
  const { info } = facts;
  if (state.screen.phase === 'END_OF_ASSESSMENT') return { kind: 'ENDED' };
  if (!info) return facts.infoUnavailable ? { kind: 'INFO_NOT_LOADED' } : { kind: 'LOADING' };
  if (!info.id) return { kind: 'LOADING' };
  if (state.screen.phase === 'SECTION_INFO') {
    if (isWaitingForClose(state, facts)) {
      const wait = facts.closeRefused ? 'REFUSED' : !facts.online ? 'OFFLINE' : 'SAVING';
      return { kind: 'CLOSING', wait };
    }
    return { kind: 'INFO', busy: state.close?.sectionId === info.id };
  }
  if (!facts.questionsLoaded) {
    if (!facts.online && !facts.questionsCached) return { kind: 'QUESTIONS_OFFLINE' };
    return facts.questionsFailed ? { kind: 'QUESTIONS_NOT_LOADED' } : { kind: 'LOADING' };
  }
  return { kind: 'ANSWERING', locked: isLocked(state), closing: isClosingShown(state) };
}
