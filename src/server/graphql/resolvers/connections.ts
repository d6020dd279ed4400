/**
 * Invitations and connections with firms: the caller's lists (GetCandidateInvitations,
 * GetCompanyCandidateAssociations), Connect / Ignore, Disconnect / Reconnect and claiming an
 * invitation code (/join/{code}). Writes are idempotent by clientMutationId and touch only the
 * caller's own rows.
 */
import { runIdempotent } from '../../modules/idempotency/idempotency.ts';
import { claimInvitationCode } from '../../modules/invitations/claim.ts';
import {
  listCandidateInvitations,
  listCompanyCandidateAssociations,
} from '../../modules/invitations/invitations.ts';
import {
  updateCandidateInvitationStatus,
  updateCompanyCandidateAssociationStatus,
} from '../../modules/invitations/transitions.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

export const connectionsResolvers = {
  Query: {
    candidateInvitations: (_parent, { status }, ctx) =>
      listCandidateInvitations(ctx.services.db, requireUser(ctx), status),
    companyCandidateAssociations: (_parent, _args, ctx) =>
      listCompanyCandidateAssociations(ctx.services.db, requireUser(ctx)),
  },
  Mutation: {
    updateCandidateInvitation: (_parent, { id, status, clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      const { db, config } = ctx.services;
      return runIdempotent(
        { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
        {
          userId,
          key: clientMutationId,
          operation: 'updateCandidateInvitation',
          input: { id, status },
        },
        (tx) => updateCandidateInvitationStatus(tx, userId, id, status),
      );
    },
    updateCompanyCandidateAssociation: (_parent, { id, status, clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      const { db, config } = ctx.services;
      return runIdempotent(
        { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
        {
          userId,
          key: clientMutationId,
          operation: 'updateCompanyCandidateAssociation',
          input: { id, status },
        },
        (tx) => updateCompanyCandidateAssociationStatus(tx, userId, id, status),
      );
    },
    claimInvitation: (_parent, { code, clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      const { db, config } = ctx.services;
      const trimmed = code.trim();
      return runIdempotent(
        { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
        { userId, key: clientMutationId, operation: 'claimInvitation', input: { code: trimmed } },
        (tx) => claimInvitationCode(tx, userId, trimmed, config.INVITATION_LIFETIME_MS),
      );
    },
  },
} satisfies Resolvers;
