/** POST /auth/logout: revokes the session on the server. Best effort: logout goes on without it. */
import { restPost } from '../../../lib/api/rest.ts';

export async function logoutOnServer(): Promise<void> {
  try {
    await restPost<void>('/auth/logout', undefined, { keepalive: true });
  } catch {
    // Offline or already expired: the cookies are cleared anyway, the token expires on its own.
  }
}
