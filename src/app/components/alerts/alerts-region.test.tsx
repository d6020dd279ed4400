import {
  AnnounceProvider,
  AriaLiveAnnouncer,
  FluentProvider,
  webLightTheme,
} from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_DISMISS_MS } from '../../../domain/constants.ts';
import { addAlert, alertStore, setAlerts } from './alert-store.ts';
import { ALERTS_REGION_LABEL, AlertsRegion } from './alerts-region.tsx';

const assessment = vi.hoisted(() => ({ running: false }));
vi.mock('../../lib/pwa/service-worker.ts', () => ({
  useAssessmentRunning: () => assessment.running,
}));

type Announce = (message: string, options?: { polite?: boolean; alert?: boolean }) => void;

const renderRegion = (announce?: Announce) =>
  render(
    <FluentProvider theme={webLightTheme}>
      {announce ? (
        <AnnounceProvider value={{ announce }}>
          <AlertsRegion />
        </AnnounceProvider>
      ) : (
        <AriaLiveAnnouncer>
          <button type="button">Save</button>
          <AlertsRegion />
        </AriaLiveAnnouncer>
      )}
    </FluentProvider>,
  );

const region = () => screen.getByRole('region', { name: ALERTS_REGION_LABEL });

beforeEach(() => {
  assessment.running = false;
  setAlerts([]);
});
afterEach(() => {
  cleanup();
  act(() => setAlerts([]));
});

describe('AlertsRegion', () => {
  it('is no landmark while there is nothing to say', () => {
    renderRegion();
    expect(screen.queryByRole('region', { name: ALERTS_REGION_LABEL })).toBeNull();
  });

  it('shows each alert as a status with a Dismiss button naming it', () => {
    renderRegion();
    act(() => {
      addAlert({ message: 'You are now connected with Acme.', level: 'success' });
      addAlert({ message: 'Something went wrong.', level: 'error' });
    });
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual([
      'You are now connected with Acme.',
      'Something went wrong.',
    ]);
    expect(region().contains(statuses[0]!)).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Dismiss: You are now connected with Acme.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss: Something went wrong.' })).toBeTruthy();
  });

  it('removes an alert with its Dismiss button and gives the focus back', async () => {
    renderRegion();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => void addAlert({ message: 'Saved', level: 'success' }));
    const dismiss = screen.getByRole('button', { name: 'Dismiss: Saved' });
    act(() => dismiss.focus());
    fireEvent.click(dismiss);
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
    expect(document.activeElement).toBe(save);
  });

  it('announces an alert once, and again when it is replaced, never on a re-render', () => {
    const announce = vi.fn<Announce>();
    const { rerender } = renderRegion(announce);
    act(() => void addAlert({ message: 'Saved', alertId: 'save' }));
    rerender(
      <FluentProvider theme={webLightTheme}>
        <AnnounceProvider value={{ announce }}>
          <AlertsRegion />
        </AnnounceProvider>
      </FluentProvider>,
    );
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenLastCalledWith('Saved', { polite: true, alert: false });
    act(() => void addAlert({ message: 'Saved again', alertId: 'save' }));
    expect(announce).toHaveBeenCalledTimes(2);
    expect(announce).toHaveBeenLastCalledWith('Saved again', { polite: true, alert: false });
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('announces an error assertively', () => {
    const announce = vi.fn<Announce>();
    renderRegion(announce);
    act(() => void addAlert({ message: 'Not saved', level: 'error' }));
    expect(announce).toHaveBeenCalledWith('Not saved', { polite: false, alert: true });
  });

  it('keeps alerts out of sight while an assessment runs, and their countdowns with them', () => {
    vi.useFakeTimers();
    try {
      assessment.running = true;
      const { rerender } = renderRegion();
      act(() => void addAlert({ message: 'Later' }));
      expect(screen.queryByText('Later')).toBeNull();
      act(() => void vi.advanceTimersByTime(10_000));
      assessment.running = false;
      rerender(
        <FluentProvider theme={webLightTheme}>
          <AriaLiveAnnouncer>
            <AlertsRegion />
          </AriaLiveAnnouncer>
        </FluentProvider>,
      );
      expect(screen.getByText('Later')).toBeTruthy();
      act(() => void vi.advanceTimersByTime(ALERT_AUTO_DISMISS_MS));
      expect(alertStore.getAlerts()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
