/**
 * /join/{code}: where invitation links lead a signed-in candidate (after sign-in or registration
 * with a code). The connection manager claims the code and opens its modal.
 */
import { Redirect, useParams } from 'wouter';
import { paths } from '../config/paths.ts';

export function joinTarget(code: string | undefined): string {
  const trimmed = code?.trim();
  if (!trimmed) return paths.connectionManager;
  return `${paths.connectionManager}?${new URLSearchParams({ code: trimmed }).toString()}`;
}

export function JoinRoute() {
  const { code } = useParams<{ code: string }>();
  return <Redirect to={joinTarget(code)} replace />;
}
