/**
 * The upload card's modes (spec section 4) as a reducer: empty, dragging (a file is dragged over the
 * page), draggingOver (over the drop zone), progress (uploading, then done or error), complete and
 * error. 'idle' is empty or complete depending on whether the candidate has a resume, so the card
 * follows the cache (another tab, a removal) without copying it.
 */
export type UploaderMode =
  'empty' | 'dragging' | 'draggingOver' | 'progress' | 'complete' | 'error';
export type ProgressStatus = 'uploading' | 'done' | 'error';

export interface UploadProblem {
  title: string;
  detail: string;
}

export interface UploaderState {
  phase: 'idle' | 'dragging' | 'draggingOver' | 'progress' | 'error';
  progress: { status: ProgressStatus; fraction: number; filename: string } | null;
  problem: UploadProblem | null;
}

export type UploaderEvent =
  | { type: 'dragEnterPage' }
  | { type: 'dragLeavePage' }
  | { type: 'dragEnterZone' }
  | { type: 'dragLeaveZone' }
  | { type: 'invalidFile'; problem: UploadProblem }
  | { type: 'uploadStarted'; filename: string }
  | { type: 'uploadProgress'; fraction: number }
  | { type: 'uploadDone' }
  | { type: 'uploadFailed' }
  | { type: 'showComplete' }
  | { type: 'showError'; problem: UploadProblem }
  | { type: 'tryAgain' }
  | { type: 'removed' };

export const initialUploaderState: UploaderState = { phase: 'idle', progress: null, problem: null };

const IDLE = initialUploaderState;

export function uploaderMode(state: UploaderState, hasResume: boolean): UploaderMode {
  if (state.phase === 'idle') return hasResume ? 'complete' : 'empty';
  return state.phase;
}

/** Drag and drop is handled only while empty, dragging or draggingOver (spec section 4). */
export function acceptsDrag(mode: UploaderMode): boolean {
  return mode === 'empty' || mode === 'dragging' || mode === 'draggingOver';
}

const dragPhases: readonly UploaderState['phase'][] = ['idle', 'dragging', 'draggingOver'];

export function uploaderReducer(state: UploaderState, event: UploaderEvent): UploaderState {
  const choosing = dragPhases.includes(state.phase);
  switch (event.type) {
    case 'dragEnterPage':
      return state.phase === 'idle' ? { ...IDLE, phase: 'dragging' } : state;
    case 'dragLeavePage':
      return state.phase === 'dragging' || state.phase === 'draggingOver' ? IDLE : state;
    case 'dragEnterZone':
      return choosing ? { ...IDLE, phase: 'draggingOver' } : state;
    case 'dragLeaveZone':
      return state.phase === 'draggingOver' ? { ...IDLE, phase: 'dragging' } : state;
    case 'invalidFile':
      return choosing ? { phase: 'error', progress: null, problem: event.problem } : state;
    case 'uploadStarted':
      return choosing
        ? {
            phase: 'progress',
            progress: { status: 'uploading', fraction: 0, filename: event.filename },
            problem: null,
          }
        : state;
    case 'uploadProgress':
      return state.progress?.status === 'uploading'
        ? {
            ...state,
            progress: {
              ...state.progress,
              fraction: Math.min(1, Math.max(state.progress.fraction, event.fraction)),
            },
          }
        : state;
    case 'uploadDone':
      return state.progress
        ? { ...state, progress: { ...state.progress, status: 'done', fraction: 1 } }
        : state;
    case 'uploadFailed':
      return state.progress
        ? { ...state, progress: { ...state.progress, status: 'error' } }
        : state;
    case 'showComplete':
      return state.phase === 'progress' ? IDLE : state;
    case 'showError':
      return state.phase === 'progress'
        ? { phase: 'error', progress: null, problem: event.problem }
        : state;
    case 'tryAgain':
      return state.phase === 'error' ? IDLE : state;
    case 'removed':
      return IDLE;
  }
}

/** What screen readers hear when the mode changes (never on each progress tick). */
export function modeAnnouncement(
  mode: UploaderMode,
  state: UploaderState,
  resumeFilename: string | null,
): string {
  switch (mode) {
    case 'empty':
      return '';
    case 'dragging':
      return 'Drag the file onto the upload area to upload it.';
    case 'draggingOver':
      return 'Drop the file to upload it.';
    case 'progress':
      if (state.progress?.status === 'done') return 'Upload finished.';
      if (state.progress?.status === 'error') return 'Upload failed.';
      return `Uploading ${state.progress?.filename ?? 'your resume'}…`;
    case 'complete':
      return resumeFilename ? `Your resume ${resumeFilename} is uploaded.` : '';
    case 'error':
      return state.problem ? `${state.problem.title} ${state.problem.detail}` : '';
  }
}
