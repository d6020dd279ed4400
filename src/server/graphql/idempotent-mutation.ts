/**
 * Every candidate mutation is one line: `idempotentMutation(field, work)`.
 *
 *   setAccountType: idempotentMutation('setAccountType', (ctx, { accountType }, tx) =>
 *     chooseAccountType(tx, ctx.userId, accountType)),
 *
 * The helper does, in this order, what each resolver once wrote by hand:
 *   1. the caller: no signed-in user is UNAUTHORIZED (nothing is claimed); `work` gets the context
 *      with `userId` as a string;
 *   2. the input: the arguments without `clientMutationId`, or what `parse` makes of them (zod
 *      validation, trimming; a refusal claims no key, so the same key may come back corrected);
 *   3. the key: `clientMutationId`, claimed for the caller and the operation, which is the
 *      mutation's field name (the same key sent to another mutation is IDEMPOTENCY_CONFLICT);
 *   4. the request hash: of `fingerprint(input)`, by default the input itself (leave secrets such
 *      as passwords out: a fingerprint is stored for 30 days);
 *   5. the transaction: `work(ctx, input, tx)` runs inside the key's transaction and its answer is
 *      stored with the key; a replay answers it without running `work` (so it must be plain JSON
 *      data), a concurrent duplicate waits for it, a failure stores nothing;
 *   6. `onUniqueViolation`: what a unique index refusing the write means to the candidate (two
 *      accounts racing for one address), instead of a masked server error.
 *
 * The guarantees themselves are `runIdempotent`'s (modules/idempotency/idempotency.ts). The one
 * mutation that is not written this way is the timed answer, whose key's claim travels in its own
 * statement (modules/assessments/answers.ts, docs/decisions/057).
 */
import type { DbExecutor } from '../db/client.ts';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../db/client.ts';
import type { UserFacingError } from '../errors.ts';
import {
  runIdempotent,
  type IdempotencyOptions,
  type IdempotentWrite,
} from '../modules/idempotency/idempotency.ts';
import type { GraphQLContext } from './context.ts';
import { requireUser } from './errors.ts';
import type { MutationResolvers, ResolverFn } from './generated-types.ts';

/** The resolver context of a signed-in caller. */
export type SignedInContext = GraphQLContext & { userId: string };

type FieldResolver<F extends keyof MutationResolvers> = Extract<
  NonNullable<MutationResolvers[F]>,
  (...args: never[]) => unknown
>;

/**
 * A mutation of the schema that carries an idempotency key (its field name, which is also its
 * idempotency operation): every candidate write. (The heartbeat writes nothing of the candidate's.)
 */
export type MutationField = {
  [F in keyof MutationResolvers]-?: 'clientMutationId' extends keyof Parameters<FieldResolver<F>>[1]
    ? F
    : never;
}[keyof MutationResolvers];

/** The mutation's arguments without its idempotency key. */
export type MutationInput<F extends MutationField> = Omit<
  Parameters<FieldResolver<F>>[1],
  'clientMutationId'
>;

/** What the mutation answers (its resolver's result). */
export type MutationResult<F extends MutationField> =
  FieldResolver<F> extends ResolverFn<infer R, never, never, never> ? Awaited<R> : never;

export interface MutationOptions<F extends MutationField, Input> {
  /** Validates and normalizes the arguments; throws a UserFacingError to refuse them. */
  parse?: (args: MutationInput<F>, ctx: SignedInContext) => Input;
  /** What makes two requests with one key "the same" (hashed). Default: the input. */
  fingerprint?: (input: Input, args: MutationInput<F>) => unknown;
  /** The refusal for a write that a unique index turned down (nothing was written). */
  onUniqueViolation?: () => UserFacingError;
}

type Work<F extends MutationField, Input> = (
  ctx: SignedInContext,
  input: Input,
  tx: DbExecutor,
) => Promise<MutationResult<F>>;

type MutationResolver<F extends MutationField> = (
  parent: unknown,
  args: Parameters<FieldResolver<F>>[1],
  ctx: GraphQLContext,
) => Promise<MutationResult<F>>;

/** The resolver of mutation `field`: `work` run once per `clientMutationId` of the caller. */
export function idempotentMutation<F extends MutationField>(
  field: F,
  work: Work<F, MutationInput<F>>,
): MutationResolver<F>;
/** The same, with the arguments parsed first, and the other choices of `MutationOptions`. */
export function idempotentMutation<F extends MutationField, Input = MutationInput<F>>(
  field: F,
  options: MutationOptions<F, Input>,
  work: Work<F, Input>,
): MutationResolver<F>;
export function idempotentMutation<F extends MutationField, Input>(
  field: F,
  optionsOrWork: MutationOptions<F, Input> | Work<F, Input>,
  maybeWork?: Work<F, Input>,
): MutationResolver<F> {
  const options = typeof optionsOrWork === 'function' ? {} : optionsOrWork;
  const work = typeof optionsOrWork === 'function' ? optionsOrWork : maybeWork!;
  const { parse, fingerprint, onUniqueViolation } = options;
  return async (_parent, { clientMutationId, ...args }, graphQLContext) => {
    const ctx: SignedInContext = { ...graphQLContext, userId: requireUser(graphQLContext) };
    const input = parse ? parse(args, ctx) : (args as Input);
    const { db, config } = ctx.services;
    const options: IdempotencyOptions = { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS };
    const write: IdempotentWrite = {
      userId: ctx.userId,
      key: clientMutationId,
      operation: field,
      input: fingerprint ? fingerprint(input, args) : input,
    };
    try {
      return await runIdempotent(options, write, (tx) => work(ctx, input, tx));
    } catch (error) {
      if (onUniqueViolation && postgresErrorCode(error) === UNIQUE_VIOLATION) {
        throw onUniqueViolation();
      }
      throw error;
    }
  };
}
