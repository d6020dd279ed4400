/**
 * Invitations and connections with firms: the caller's lists (GetCandidateInvitations,
 * GetCompanyCandidateAssociations), Connect / Ignore, Disconnect / Reconnect and claiming an
 * invitation code (/join/{code}). Writes are idempotent by clientMutationId and touch only the
 * caller's own rows.
 */
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
import { idempotentMutation } from '../idempotent-mutation.ts';

export const connectionsResolvers = {
  Query: {
    candidateInvitations: (_parent, { status }, ctx) =>
      listCandidateInvitations(ctx.services.db, requireUser(ctx), status),
    companyCandidateAssociations: (_parent, _args, ctx) =>
      listCompanyCandidateAssociations(ctx.services.db, requireUser(ctx)),
  },
  Mutation: {
    updateCandidateInvitation: idempotentMutation(
      'updateCandidateInvitation',
      (ctx, { id, status }, tx) => updateCandidateInvitationStatus(tx, ctx.userId, id, status),
    ),
    updateCompanyCandidateAssociation: idempotentMutation(
      'updateCompanyCandidateAssociation',
      (ctx, { id, status }, tx) =>
        updateCompanyCandidateAssociationStatus(tx, ctx.userId, id, status),
    ),
    claimInvitation: idempotentMutation(
      'claimInvitation',
      { parse: ({ code }) => ({ code: code.trim() }) },
      (ctx, { code }, tx) =>
        claimInvitationCode(tx, ctx.userId, code, ctx.services.config.INVITATION_LIFETIME_MS),
    ),
  },
} satisfies Resolvers;
