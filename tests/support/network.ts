/**
 * Network conditions for browser tests, for every QA engineer to reuse. All of them act on the
 * whole browser context, so they also reach the service worker's own fetches (Playwright 1.65 with
 * Chromium: `context.setOffline()` cuts the worker too, and `context.route()` sees its requests; a
 * request the worker answers from its cache never reaches the network and is not seen here).
 * CDP network throttling does NOT reach the service worker: slow networks are `delayRequests`.
 *
 * URL patterns are Playwright's (a glob like `**\/api/graphql`, a RegExp, or a predicate on the
 * URL). `when` narrows a rule to some requests, e.g. one GraphQL operation:
 *
 *   await dropRequests(context, '**\/api/graphql', { times: 1, when: isOperation('SetAccountType') });
 *
 * Each helper returns a handle: how many requests it acted on, and `remove()` to stop it.
 */
import type { BrowserContext, Request, Route } from '@playwright/test';
import { Kind, OperationTypeNode, parse } from 'graphql';

export type UrlPattern = string | RegExp | ((url: URL) => boolean);

export interface RuleOptions {
  /** Act on at most this many matching requests, then let the rest through. Default: all. */
  times?: number;
  /** Act only on requests this accepts (others pass through and are not counted). */
  when?: (request: Request) => boolean;
}

export interface RuleHandle {
  /** How many requests the rule has acted on so far. */
  readonly count: number;
  /** The requests it acted on, in order. */
  readonly requests: readonly Request[];
  remove(): Promise<void>;
}

async function addRule(
  context: BrowserContext,
  pattern: UrlPattern,
  options: RuleOptions,
  act: (route: Route, request: Request) => Promise<void>,
): Promise<RuleHandle> {
  const requests: Request[] = [];
  const limit = options.times ?? Number.POSITIVE_INFINITY;
  const handler = async (route: Route, request: Request) => {
    if (requests.length >= limit || (options.when && !options.when(request))) {
      await route.fallback();
      return;
    }
    requests.push(request);
    await act(route, request);
  };
  await context.route(pattern, handler);
  return {
    get count() {
      return requests.length;
    },
    requests,
    remove: () => context.unroute(pattern, handler),
  };
}

/** The whole context (pages and service worker) loses its connection. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

/** The connection comes back. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

/** Matching requests fail as if the connection dropped (`net::ERR_INTERNET_DISCONNECTED`). */
export function dropRequests(
  context: BrowserContext,
  pattern: UrlPattern,
  options: RuleOptions = {},
): Promise<RuleHandle> {
  return addRule(context, pattern, options, (route) => route.abort('internetdisconnected'));
}

/** Matching requests reach the server only after `delayMs` (a slow network). */
export function delayRequests(
  context: BrowserContext,
  pattern: UrlPattern,
  options: RuleOptions & { delayMs: number },
): Promise<RuleHandle> {
  return addRule(context, pattern, options, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    await route.fallback();
  });
}

/**
 * Matching requests reach the server at once, but each answer is held `delayMs` on its way back
 * (a congested downlink: the round trip is lopsided, all of it after the server answered).
 */
export function delayResponses(
  context: BrowserContext,
  pattern: UrlPattern,
  options: RuleOptions & { delayMs: number },
): Promise<RuleHandle> {
  return addRule(context, pattern, options, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    await route.fulfill({ response });
  });
}

/** Matching requests never reach the server: they get a 5xx (default 503) instead. */
export function failWith5xx(
  context: BrowserContext,
  pattern: UrlPattern,
  options: RuleOptions & { status?: number; body?: unknown } = {},
): Promise<RuleHandle> {
  const status = options.status ?? 503;
  return addRule(context, pattern, options, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(options.body ?? { message: 'Service Unavailable' }),
    }),
  );
}

/** Counts matching requests that reach the network; they go on unchanged. */
export function countRequests(
  context: BrowserContext,
  pattern: UrlPattern,
  options: Omit<RuleOptions, 'times'> = {},
): Promise<RuleHandle> {
  return addRule(context, pattern, options, (route) => route.fallback());
}

/** The GraphQL operation a request carries (`operationName`, else the name in its document). */
export function graphqlOperationName(request: Request): string | null {
  if (request.method() !== 'POST') return null;
  try {
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    if (body?.operationName) return body.operationName;
    return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? null;
  } catch {
    return null;
  }
}

/** A `when` filter for one GraphQL operation. */
export function isOperation(name: string): (request: Request) => boolean {
  return (request) => graphqlOperationName(request) === name;
}

/** One mutation field of a request: the field's name and its arguments given as variables. */
export interface MutationField {
  field: string;
  variables: Record<string, unknown>;
}

/**
 * The mutation fields a GraphQL request carries, in order: one for a write sent alone, up to ten
 * for the outbox's batches (aliased fields `a0: setUserSurveyAnswer(questionId: $a0_questionId …)`,
 * docs/decisions/044), each with its arguments under their own names.
 */
export function mutationFields(request: Request): MutationField[] {
  if (request.method() !== 'POST') return [];
  let body: { query?: string; variables?: Record<string, unknown> } | null;
  try {
    body = request.postDataJSON() as typeof body;
  } catch {
    return [];
  }
  if (!body?.query) return [];
  const variables = body.variables ?? {};
  return parse(body.query).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION &&
    definition.operation === OperationTypeNode.MUTATION
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD
            ? [
                {
                  field: selection.name.value,
                  variables: Object.fromEntries(
                    (selection.arguments ?? []).flatMap((argument) =>
                      argument.value.kind === Kind.VARIABLE
                        ? [[argument.name.value, variables[argument.value.name.value]]]
                        : [],
                    ),
                  ),
                },
              ]
            : [],
        )
      : [],
  );
}
