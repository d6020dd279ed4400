/**
 * The one write of this feature, through the outbox (lib/outbox/use-outbox-write.ts): the
 * contact details, whoever sends them (the first-run form, a resend, a corrected address). When
 * the server has them, its answer goes into the cached GetUser at once, so the gate moves on to
 * the Verify modal without waiting for the refetch.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { GetUserQuery } from '../../../gql/graphql.ts';
import type { User } from '../../../lib/api/get-user.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import { useOutbox } from '../../../lib/outbox/use-outbox.ts';
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write.ts';
import {
  SECONDARY_CONTACT_INFO_KEY,
  SET_SECONDARY_CONTACT_INFO_OPERATION,
  SetSecondaryContactInfoDocument,
} from '../api/set-secondary-contact-info.ts';

export function useContactInfoWrite(user: Pick<User, 'id'>) {
  const queryClient = useQueryClient();
  const write = useOutboxWrite({
    userId: user.id,
    operation: SET_SECONDARY_CONTACT_INFO_OPERATION,
    document: SetSecondaryContactInfoDocument,
    coalesceKey: SECONDARY_CONTACT_INFO_KEY,
    onSaved: ({ setSecondaryContactInfo: saved }) => {
      queryClient.setQueryData<GetUserQuery>(userQueryKey, (data) =>
        data ? { ...data, user: { ...data.user, ...saved } } : data,
      );
    },
  });
  // A refused write is no longer `pending`, but the form shows what was typed, to correct it.
  const { entries } = useOutbox(user.id);
  const refused = entries.findLast(
    (e) => e.coalesceKey === SECONDARY_CONTACT_INFO_KEY && e.lastError?.permanent,
  );
  return { ...write, refusedValues: refused?.variables ?? null };
}

export type ContactInfoWrite = ReturnType<typeof useContactInfoWrite>;
