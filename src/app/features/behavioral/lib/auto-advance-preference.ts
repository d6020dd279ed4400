/**
 * The candidate's choice of auto-advance, remembered on this device (on unless turned off).
 * Storage may be unavailable (private modes): the choice then lasts for the page.
 */
import { useCallback, useState } from 'react';
import { BEHAVIORAL_AUTO_ADVANCE_KEY } from '../../../config/storage-keys.ts';

export function readAutoAdvance(): boolean {
  try {
    return window.localStorage.getItem(BEHAVIORAL_AUTO_ADVANCE_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function writeAutoAdvance(on: boolean): void {
  try {
    window.localStorage.setItem(BEHAVIORAL_AUTO_ADVANCE_KEY, String(on));
  } catch {
    // Not remembered: the switch still works for this visit.
  }
}

export function useAutoAdvancePreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readAutoAdvance);
  const change = useCallback((next: boolean) => {
    writeAutoAdvance(next);
    setOn(next);
  }, []);
  return [on, change];
}
