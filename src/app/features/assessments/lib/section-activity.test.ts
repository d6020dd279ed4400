import { describe, expect, it } from 'vitest';
import type { SectionActivity } from '../api/record-section-activity.ts';
import { watchDepartures } from './section-activity.ts';

/** A page whose visibility and focus a test changes, firing the events a browser fires. */
function fakePage() {
  const documentTarget = new EventTarget();
  const windowTarget = new EventTarget();
  const state: { visibility: DocumentVisibilityState; focused: boolean; now: number } = {
    visibility: 'visible',
    focused: true,
    now: 0,
  };
  const targets = {
    document: {
      get visibilityState() {
        return state.visibility;
      },
      hasFocus: () => state.focused,
      addEventListener: documentTarget.addEventListener.bind(documentTarget),
      removeEventListener: documentTarget.removeEventListener.bind(documentTarget),
    },
    window: {
      addEventListener: windowTarget.addEventListener.bind(windowTarget),
      removeEventListener: windowTarget.removeEventListener.bind(windowTarget),
    },
    now: () => state.now,
  };
  return {
    targets,
    state,
    hide() {
      state.focused = false;
      windowTarget.dispatchEvent(new Event('blur'));
      state.visibility = 'hidden';
      documentTarget.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      state.visibility = 'visible';
      documentTarget.dispatchEvent(new Event('visibilitychange'));
      state.focused = true;
      windowTarget.dispatchEvent(new Event('focus'));
    },
    /** Visible again, the focus not back yet. */
    reveal() {
      state.visibility = 'visible';
      documentTarget.dispatchEvent(new Event('visibilitychange'));
    },
    blur() {
      state.focused = false;
      windowTarget.dispatchEvent(new Event('blur'));
    },
    focus() {
      state.focused = true;
      windowTarget.dispatchEvent(new Event('focus'));
    },
  };
}

function watch() {
  const page = fakePage();
  const reported: SectionActivity[] = [];
  const stop = watchDepartures(page.targets, (a) => reported.push(a));
  const figures = () => reported.map((a) => [a.type, a.durationMs]);
  return { page, reported, stop, figures };
}

describe('watchDepartures', () => {
  it('reports a hidden tab once it is back, with how long it was hidden', () => {
    const { page, figures } = watch();
    page.state.now = 1_000;
    page.hide();
    page.state.now = 13_500;
    expect(figures()).toEqual([]);
    page.show();
    expect(figures()).toEqual([['TAB_HIDDEN', 12_500]]);
  });

  it('reports the window left (focus elsewhere, tab visible) as WINDOW_LEFT', () => {
    const { page, figures } = watch();
    page.blur();
    page.state.now = 4_000;
    page.focus();
    expect(figures()).toEqual([['WINDOW_LEFT', 4_000]]);
  });

  it('counts a departure that began as a blur and hid the tab as one TAB_HIDDEN', () => {
    const { page, figures } = watch();
    page.blur();
    page.state.now = 2_000;
    page.hide();
    page.state.now = 5_000;
    page.show();
    expect(figures()).toEqual([['TAB_HIDDEN', 5_000]]);
  });

  it('waits for focus too before ending a departure', () => {
    const { page, figures } = watch();
    page.hide();
    page.state.now = 3_000;
    page.reveal();
    expect(figures()).toEqual([]);
    page.state.now = 3_500;
    page.focus();
    expect(figures()).toEqual([['TAB_HIDDEN', 3_500]]);
  });

  it('reports a departure still going when the watch stops, and nothing after', () => {
    const { page, stop, figures } = watch();
    page.hide();
    page.state.now = 7_000;
    stop();
    page.show();
    page.hide();
    page.show();
    expect(figures()).toEqual([['TAB_HIDDEN', 7_000]]);
  });
});
