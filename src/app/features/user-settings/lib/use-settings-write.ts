/**
 * One outbox write of User Settings (name, privacy, a contact detail): through
 * lib/outbox/use-outbox-write.ts, with the edit put into the cached settings at once (optimistic:
 * the page shows it before the outbox's view has it) and the server's answer put there once it is
 * delivered. A refused edit reads the server's copy again, so the page stops showing it.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { GetUserSettingsQuery } from '../../../gql/graphql.ts';
import { useOutboxWrite, type WriteVariables } from '../../../lib/outbox/use-outbox-write.ts';
import { type SettingsUser, userSettingsQueryKey } from '../api/get-user-settings.ts';

/** Every settings mutation answers the user under its one root field. */
function answeredUser(result: unknown): SettingsUser | undefined {
  if (!result || typeof result !== 'object') return undefined;
  const [user] = Object.values(result as Record<string, unknown>);
  return user && typeof user === 'object' && 'settings' in user
    ? (user as SettingsUser)
    : undefined;
}

export interface UseSettingsWriteOptions<TResult, TVariables> {
  userId: string;
  operation: string;
  document: TypedDocumentNode<TResult, TVariables>;
  coalesceKey: string;
  /** The cached user with this edit made. */
  apply: (user: SettingsUser, variables: WriteVariables<TVariables>) => SettingsUser;
}

export function useSettingsWrite<TResult, TVariables>({
  userId,
  operation,
  document,
  coalesceKey,
  apply,
}: UseSettingsWriteOptions<TResult, TVariables>) {
  const queryClient = useQueryClient();
  const setUser = useCallback(
    (update: (user: SettingsUser) => SettingsUser) =>
      queryClient.setQueryData<GetUserSettingsQuery>(userSettingsQueryKey, (data) =>
        data ? { ...data, user: update(data.user) } : data,
      ),
    [queryClient],
  );
  const write = useOutboxWrite({
    userId,
    operation,
    document,
    coalesceKey,
    onSaved: (result) => {
      const user = answeredUser(result);
      if (user) setUser((old) => ({ ...old, ...user }));
    },
  });
  const { save: enqueue, status } = write;

  useEffect(() => {
    if (status === 'failed') void queryClient.invalidateQueries({ queryKey: userSettingsQueryKey });
  }, [status, queryClient]);

  const save = useCallback(
    async (variables: WriteVariables<TVariables>) => {
      await enqueue(variables);
      setUser((user) => apply(user, variables));
    },
    [enqueue, setUser, apply],
  );
  return { ...write, save };
}
