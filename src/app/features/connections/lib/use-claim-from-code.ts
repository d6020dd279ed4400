/**
 * `?code=`: claims the invitation once per code, when online; what came of it. The claim is sent
 * directly, not through the outbox (it needs the server's answer to show anything): the modal shows
 * that answer, and the lists are read again to hold it (the envelope's count too).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { GraphQLRequestError } from '../../../lib/api/graphql.ts';
import { useOnlineStatus } from '../../../lib/pwa/online-status.ts';
import { useClaimInvitation } from '../api/claim-invitation.ts';
import { refetchConnections } from './cache.ts';

export function useClaimFromCode(code: string | undefined) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const claim = useClaimInvitation();
  const { mutate } = claim;
  const claimed = useRef<string | null>(null);
  const run = useCallback(
    (value: string) => {
      claimed.current = value;
      mutate(
        { code: value, clientMutationId: crypto.randomUUID() },
        {
          onSuccess: () => void refetchConnections(queryClient),
        },
      );
    },
    [mutate, queryClient],
  );
  useEffect(() => {
    if (code && online && claimed.current !== code) run(code);
  }, [code, online, run]);
  const errorCode = claim.error instanceof GraphQLRequestError ? claim.error.code : undefined;
  return {
    online,
    claim,
    expired: errorCode === 'INVITATION_EXPIRED',
    notFound: errorCode === 'NOT_FOUND',
    retry: () => code && run(code),
  };
}
