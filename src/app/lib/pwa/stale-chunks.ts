/**
 * A tab still running an older build (another tab applied an update, or the server was redeployed)
 * may ask for a lazy chunk that no longer exists. Vite reports that as `vite:preloadError`; reload
 * once so the tab picks up the current build. A second failure within a minute is left to the
 * error page, so a real outage never turns into a reload loop; offline, nothing reloads.
 */
import { STALE_CHUNK_RELOAD_AT } from '../../config/storage-keys.ts';

const RELOAD_GUARD_MS = 60_000;

export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline a chunk fails because the network is gone, not because the build is stale: a
    // reload would only swap the page (a running assessment too) for the browser's offline page.
    if (!navigator.onLine) return;
    const last = Number(sessionStorage.getItem(STALE_CHUNK_RELOAD_AT) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(STALE_CHUNK_RELOAD_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
