/**
 * The route guard (spec section 2): a signed-in page without a session goes to
 * /login?redirect=<the current path and search>.
 */
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginHref } from '../config/paths.ts';
import { useSession } from '../lib/session.ts';

export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (!session)
    return <Redirect to={loginHref(`${location}${search ? `?${search}` : ''}`)} replace />;
  return children;
}
