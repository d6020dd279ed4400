/**
 * Logout (spec section 4): revoke the session on the server (best effort), clear the cookies and
 * the cached data, and go to /login with a redirect back to where the candidate was. Every
 * sign-out, on a shared computer or not, then removes the candidate's data from the device
 * (clearSession, lib/device-data.ts, docs/decisions/051). The outbox is left alone: unsent changes
 * stay for this user's next sign-in (the button asks first).
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { loginHref } from '../../../config/paths.ts';
import { clearPersistedQueryCache } from '../../../lib/query-client.tsx';
import { clearSession, getUserId } from '../../../lib/session.ts';
import { logoutOnServer } from '../api/logout.ts';

export function useLogout(): () => Promise<void> {
  const [, navigate] = useLocation();
  return useCallback(async () => {
    const userId = getUserId();
    const back = `${window.location.pathname}${window.location.search}`;
    await logoutOnServer();
    const cleared = clearSession();
    navigate(loginHref(back), { replace: true });
    if (userId) clearPersistedQueryCache(userId); // also empties the in-memory cache
    await cleared;
  }, [navigate]);
}
