/** Whether a CSS media query matches, following changes (window resize, rotation). */
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, serverDefault = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window === 'undefined' || !window.matchMedia
      ? serverDefault
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => serverDefault);
}
