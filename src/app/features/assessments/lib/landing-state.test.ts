import { describe, expect, it } from 'vitest';
import {
  cognitiveTimeLimit,
  hasAccommodation,
  landingView,
  sectionProgress,
} from './landing-state.ts';

const sections = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('landingView', () => {
  it('is loading while the list loads, whatever else is known', () => {
    expect(landingView(true, null)).toBe('loading');
    expect(landingView(true, { status: 'COMPLETE', sections: [] })).toBe('loading');
  });

  it('is complete when the assessment is COMPLETE', () => {
    expect(landingView(false, { status: 'COMPLETE', sections: sections('COMPLETE') })).toBe(
      'complete',
    );
  });

  it('is voided when an operator voided it, whatever its sections say', () => {
    expect(
      landingView(false, { status: 'VOIDED', sections: sections('COMPLETE', 'IN_PROGRESS') }),
    ).toBe('voided');
    expect(landingView(false, { status: 'VOIDED', sections: sections('COMPLETE') })).toBe('voided');
  });

  it('is in progress when not complete with at least one section complete', () => {
    expect(
      landingView(false, {
        status: 'IN_PROGRESS',
        sections: sections('COMPLETE', 'IN_PROGRESS', 'NOT_STARTED'),
      }),
    ).toBe('inProgress');
  });

  it('is in progress once started, before any section is finished (the first clock may run)', () => {
    expect(
      landingView(false, {
        status: 'IN_PROGRESS',
        sections: sections('NOT_STARTED', 'NOT_STARTED'),
      }),
    ).toBe('inProgress');
    expect(
      landingView(false, {
        status: 'IN_PROGRESS',
        sections: sections('IN_PROGRESS', 'NOT_STARTED'),
      }),
    ).toBe('inProgress');
  });

  it('is the intro when not started, or when absent', () => {
    expect(landingView(false, { status: 'READY', sections: sections('NOT_STARTED') })).toBe(
      'intro',
    );
    expect(landingView(false, null)).toBe('intro');
  });
});

describe('sectionProgress', () => {
  it('counts completed sections over all of them, 0 when none is finished', () => {
    expect(
      sectionProgress({
        status: 'IN_PROGRESS',
        sections: sections('COMPLETE', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'),
      }),
    ).toEqual({ completed: 1, total: 4, percent: 25 });
    expect(sectionProgress({ status: 'READY', sections: sections('NOT_STARTED') }).percent).toBe(0);
    expect(sectionProgress(null)).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});

describe('cognitiveTimeLimit', () => {
  it('scales the 15-minute base by the multiplier, one decimal when fractional', () => {
    expect(cognitiveTimeLimit(1)).toBe('15 minutes');
    expect(cognitiveTimeLimit(null)).toBe('15 minutes');
    expect(cognitiveTimeLimit(1.5)).toBe('22.5 minutes');
    expect(cognitiveTimeLimit(2)).toBe('30 minutes');
  });

  it('knows when an accommodation is granted', () => {
    expect(hasAccommodation(1)).toBe(false);
    expect(hasAccommodation(undefined)).toBe(false);
    expect(hasAccommodation(1.5)).toBe(true);
  });
});
