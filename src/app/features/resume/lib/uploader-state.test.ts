import { describe, expect, it } from 'vitest';
import {
  acceptsDrag,
  initialUploaderState,
  modeAnnouncement,
  uploaderMode,
  uploaderReducer,
  type UploaderEvent,
  type UploaderState,
} from './uploader-state.ts';

const problem = { title: 'Title', detail: 'Detail' };
const run = (events: UploaderEvent[], from: UploaderState = initialUploaderState) =>
  events.reduce(uploaderReducer, from);

describe('uploaderMode', () => {
  it('is empty or complete while idle, depending on the stored resume', () => {
    expect(uploaderMode(initialUploaderState, false)).toBe('empty');
    expect(uploaderMode(initialUploaderState, true)).toBe('complete');
  });

  it('handles drag only in empty, dragging and draggingOver', () => {
    expect(['empty', 'dragging', 'draggingOver'].every((m) => acceptsDrag(m as never))).toBe(true);
    expect(['progress', 'complete', 'error'].some((m) => acceptsDrag(m as never))).toBe(false);
  });
});

describe('uploaderReducer', () => {
  it('goes empty → dragging → draggingOver and back', () => {
    const dragging = run([{ type: 'dragEnterPage' }]);
    expect(uploaderMode(dragging, false)).toBe('dragging');
    const over = run([{ type: 'dragEnterZone' }], dragging);
    expect(uploaderMode(over, false)).toBe('draggingOver');
    expect(uploaderMode(run([{ type: 'dragLeaveZone' }], over), false)).toBe('dragging');
    expect(uploaderMode(run([{ type: 'dragLeavePage' }], over), false)).toBe('empty');
  });

  it('an invalid file goes to error; Try again returns to empty', () => {
    const error = run([{ type: 'dragEnterPage' }, { type: 'invalidFile', problem }]);
    expect(uploaderMode(error, false)).toBe('error');
    expect(error.problem).toEqual(problem);
    expect(uploaderMode(run([{ type: 'tryAgain' }], error), false)).toBe('empty');
  });

  it('a valid file goes to progress, then done, then complete', () => {
    const uploading = run([{ type: 'uploadStarted', filename: 'cv.pdf' }]);
    expect(uploaderMode(uploading, false)).toBe('progress');
    expect(uploading.progress).toEqual({ status: 'uploading', fraction: 0, filename: 'cv.pdf' });
    const half = run([{ type: 'uploadProgress', fraction: 0.5 }], uploading);
    expect(half.progress?.fraction).toBe(0.5);
    // Progress never goes back.
    expect(run([{ type: 'uploadProgress', fraction: 0.2 }], half).progress?.fraction).toBe(0.5);
    const done = run([{ type: 'uploadDone' }], half);
    expect(done.progress).toMatchObject({ status: 'done', fraction: 1 });
    expect(uploaderMode(run([{ type: 'showComplete' }], done), true)).toBe('complete');
  });

  it('a server error shows the error sub-state, then the error card', () => {
    const failed = run([{ type: 'uploadStarted', filename: 'cv.pdf' }, { type: 'uploadFailed' }]);
    expect(failed.progress?.status).toBe('error');
    expect(uploaderMode(failed, false)).toBe('progress');
    const error = run([{ type: 'showError', problem }], failed);
    expect(uploaderMode(error, false)).toBe('error');
  });

  it('ignores drags and new files while uploading or showing an error', () => {
    const uploading = run([{ type: 'uploadStarted', filename: 'cv.pdf' }]);
    for (const event of [
      { type: 'dragEnterPage' },
      { type: 'dragEnterZone' },
      { type: 'invalidFile', problem },
      { type: 'uploadStarted', filename: 'other.pdf' },
    ] as UploaderEvent[]) {
      expect(uploaderReducer(uploading, event)).toBe(uploading);
    }
    const error = run([{ type: 'invalidFile', problem }]);
    expect(uploaderReducer(error, { type: 'dragEnterPage' })).toBe(error);
  });

  it('removing returns to empty', () => {
    expect(uploaderMode(run([{ type: 'removed' }]), false)).toBe('empty');
  });
});

describe('modeAnnouncement', () => {
  it('says each mode once, in words, without progress figures', () => {
    const uploading = run([{ type: 'uploadStarted', filename: 'cv.pdf' }]);
    const half = run([{ type: 'uploadProgress', fraction: 0.5 }], uploading);
    expect(modeAnnouncement('progress', uploading, null)).toBe('Uploading cv.pdf…');
    expect(modeAnnouncement('progress', half, null)).toBe(
      modeAnnouncement('progress', uploading, null),
    );
    expect(modeAnnouncement('complete', initialUploaderState, 'cv.pdf')).toBe(
      'Your resume cv.pdf is uploaded.',
    );
    const error = run([{ type: 'invalidFile', problem }]);
    expect(modeAnnouncement('error', error, null)).toBe('Title Detail');
    expect(modeAnnouncement('empty', initialUploaderState, null)).toBe('');
  });
});
