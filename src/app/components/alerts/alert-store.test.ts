import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_DISMISS_MS } from '../../../domain/constants.ts';
import { type AlertStore, createAlertStore } from './alert-store.ts';

let store: AlertStore;
const messages = () => store.getAlerts().map((alert) => alert.message);

beforeEach(() => {
  vi.useFakeTimers();
  store = createAlertStore();
});
afterEach(() => vi.useRealTimers());

describe('alert store', () => {
  it('adds an alert at level info by default and answers its id', () => {
    const id = store.addAlert({ message: 'Hello' });
    expect(store.getAlerts()).toEqual([
      expect.objectContaining({ alertId: id, message: 'Hello', level: 'info' }),
    ]);
  });

  it('keeps the given alertId and level', () => {
    expect(store.addAlert({ message: 'Done', level: 'success', alertId: 'saved' })).toBe('saved');
    expect(store.getAlerts()[0]).toMatchObject({ alertId: 'saved', level: 'success' });
  });

  it('replaces an alert added again under its alertId, in its place, never twice', () => {
    store.addAlert({ message: 'First', alertId: 'a' });
    store.addAlert({ message: 'Other', alertId: 'b' });
    const before = store.getAlerts()[0]!.revision;
    store.addAlert({ message: 'First again', alertId: 'a', level: 'warning' });
    expect(messages()).toEqual(['First again', 'Other']);
    expect(store.getAlerts()[0]).toMatchObject({ level: 'warning' });
    expect(store.getAlerts()[0]!.revision).toBeGreaterThan(before);
  });

  it('removes an alert by id, and ignores an id it does not have', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.addAlert({ message: 'Bye' });
    store.removeAlert(id);
    store.removeAlert('unknown');
    expect(store.getAlerts()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('sets the whole list (the last of two with one id wins) and clears it', () => {
    store.addAlert({ message: 'Old' });
    store.setAlerts([
      { message: 'One', alertId: 'x' },
      { message: 'Two' },
      { message: 'One, newer', alertId: 'x' },
    ]);
    expect(messages()).toEqual(['Two', 'One, newer']);
    store.setAlerts([]);
    expect(store.getAlerts()).toEqual([]);
  });

  it('dismisses an alert by itself after 3000 ms when no time is given', () => {
    expect(ALERT_AUTO_DISMISS_MS).toBe(3000);
    store.addAlert({ message: 'Saved', level: 'success' });
    vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS - 1);
    expect(messages()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(store.getAlerts()).toEqual([]);
  });

  it('uses the time given, and keeps an alert whose time is null', () => {
    store.addAlert({ message: 'Quick', timeoutMs: 500 });
    store.addAlert({ message: 'Stays', timeoutMs: null });
    vi.advanceTimersByTime(500);
    expect(messages()).toEqual(['Stays']);
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Stays']);
  });

  it('keeps an error until it is dismissed unless a time is given', () => {
    store.addAlert({ message: 'Not saved', level: 'error' });
    store.addAlert({ message: 'Brief error', level: 'error', timeoutMs: 1000 });
    vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS * 10);
    expect(messages()).toEqual(['Not saved']);
  });

  it('starts the countdown afresh when an alert is replaced', () => {
    store.addAlert({ message: 'One', alertId: 'a' });
    vi.advanceTimersByTime(2000);
    store.addAlert({ message: 'Two', alertId: 'a' });
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(['Two']);
    vi.advanceTimersByTime(1000);
    expect(store.getAlerts()).toEqual([]);
  });

  it('stops every countdown while held, and gives the full time again once nothing holds', () => {
    store.addAlert({ message: 'Read me' });
    vi.advanceTimersByTime(2500);
    store.holdAlerts('pointer');
    store.holdAlerts('assessment');
    store.addAlert({ message: 'While held' });
    vi.advanceTimersByTime(10_000);
    expect(messages()).toEqual(['Read me', 'While held']);
    store.releaseAlerts('pointer');
    vi.advanceTimersByTime(10_000);
    expect(messages()).toHaveLength(2);
    store.releaseAlerts('assessment');
    vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS - 1);
    expect(messages()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getAlerts()).toEqual([]);
  });
});
