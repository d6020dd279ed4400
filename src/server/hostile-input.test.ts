/**
 * The fuzz test of issue 11 (docs/decisions/024): every GraphQL mutation (read from the schema)
 * and every REST call (read from the app's routes), so that a new one is fuzzed without a line
 * here, gets wrong types, missing fields, overlong strings, NUL, lone surrogates, huge numbers,
 * huge arrays and nested objects, signed in as a candidate. Expected: no answer is a 5xx, no
 * GraphQL error is INTERNAL_SERVER_ERROR, and a refused call changes none of the candidate's rows
 * (every table with a user id, and those under their assessments). Cases are chosen per field,
 * not multiplied across fields; the counts are printed.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COGNITIVE_ASSESSMENT_ID } from '../domain/assessments.ts';
import { users } from './db/schema.ts';
import { schemaSource } from './graphql/schema-source.ts';
import { STRONG_PASSWORD, graphql, signedInCandidate } from './test-support/flows.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

type Candidate = { userId: string; token: string; email: string };
let t: TestApp;
/** Whose rows are compared: the candidate the current case signs in as. */
let candidate: Candidate;
/** Two states, so that calls reach both the start of an assessment and its answers. */
const candidates: Record<'fresh' | 'answering', Candidate> = {} as never;

/** Values that pass validation where a field's name alone cannot tell (set up in beforeAll). */
const PLAUSIBLE_IN: Record<string, unknown> = {};

async function ok(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await graphql(t.app, query, variables, token);
  const body = response.json<{ data?: Record<string, unknown>; errors?: unknown[] }>();
  expect(body.errors, response.body).toBeUndefined();
  return body.data!;
}

beforeAll(async () => {
  t = await createTestApp();
  // CAMPUS candidates: one with nothing started, one in the first timed section, with the longest
  // accommodation so that it does not close by itself while the test runs.
  for (const state of ['fresh', 'answering'] as const) {
    const c = await signedInCandidate(t.app);
    await t.database.db
      .update(users)
      .set({ accountType: 'CAMPUS', accommodationMultiplier: 3 })
      .where(eq(users.id, c.userId));
    candidates[state] = c;
  }
  const { token } = candidates.answering;
  const initials = 'AL';
  await ok(token, `mutation { createDefaultAssessments(clientMutationId: "setup-1") { id } }`);
  await ok(
    token,
    `mutation { startAssessment(assessmentID: "${COGNITIVE_ASSESSMENT_ID}", clientMutationId: "setup-2",
      acknowledgements: { aiTools: "${initials}", selfCompletion: "${initials}", monitoring: "${initials}",
        violationConsequences: "${initials}", retakePolicy: "${initials}" }) { id } }`,
  );
  const served = await ok(
    token,
    `query { nextAssessmentSectionQuestions(assessmentID: "${COGNITIVE_ASSESSMENT_ID}") {
      itemGroups { items { id options { id } } } } }`,
  );
  const item = (
    served.nextAssessmentSectionQuestions as {
      itemGroups: { items: { id: string; options: { id: string }[] }[] }[];
    }
  ).itemGroups[0]!.items[0]!;
  Object.assign(PLAUSIBLE_IN, {
    'submitItemResponse.id': item.id,
    'ItemResponseValue.id': item.options[0]!.id,
    'ItemResponseValue.value': undefined,
    'updateUserName.id': candidates.answering.userId,
    'GeoLocationInput.label': 'Boston, MA',
    'GeoLocationInput.lat': 42.36,
    'GeoLocationInput.lng': -71.06,
    'updateUserLocationPreferences.noPreference': false,
    'updateUserLocationPreferences.preferredStyle': 'NO_PREFERENCE',
  });
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// What the candidate owns, read in one statement: any change shows as a different text.

/** Columns a read may touch (the session's last use), left out of the comparison. */
const VOLATILE_COLUMNS = new Set(['last_seen_at']);

let snapshotSql: string | undefined;
let snapshotTables: string[] = [];

async function snapshotQuery(): Promise<string> {
  if (snapshotSql) return snapshotSql;
  const { rows } = await t.database.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and table_name in (select table_name from information_schema.columns
                         where table_schema = 'public'
                           and column_name in ('user_id', 'candidate_assessment_id'))
    order by table_name, ordinal_position`);
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of rows) {
    if (!tables.has(table_name)) tables.set(table_name, []);
    tables.get(table_name)!.push(column_name);
  }
  const owned = (columns: string[]) =>
    columns.includes('user_id')
      ? `user_id = $1`
      : `candidate_assessment_id in (select id from candidate_assessments where user_id = $1)`;
  const parts = [...tables].map(([table, columns]) => {
    const kept = columns.filter((c) => !VOLATILE_COLUMNS.has(c)).map((c) => `"${c}"`);
    return `'${table}', (select coalesce(json_agg(r order by r::text), '[]') from (select ${kept.join(', ')} from "${table}" where ${owned(columns)}) r)`;
  });
  parts.push(`'users', (select row_to_json(u) from users u where id = $1)`);
  snapshotTables = ['users', ...tables.keys()];
  snapshotSql = `select json_build_object(${parts.join(', ')})::text as snapshot`;
  return snapshotSql;
}

async function snapshot(): Promise<string> {
  const result = await t.database.pool.query<{ snapshot: string }>(await snapshotQuery(), [
    candidate.userId,
  ]);
  return result.rows[0]!.snapshot;
}

// ---------------------------------------------------------------------------------------------
// Sending a case and judging the answer.

const counts = { sent: 0, byClass: {} as Record<string, number>, refused: 0 };
const problems: string[] = [];

interface Judged {
  refused: boolean;
}

function judge(label: string, response: LightMyRequestResponse, graphQL: boolean): Judged {
  counts.sent += 1;
  const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
  counts.byClass[statusClass] = (counts.byClass[statusClass] ?? 0) + 1;
  if (response.statusCode >= 500)
    problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  let refused = response.statusCode >= 400;
  if (graphQL && response.statusCode < 400) {
    const body = response.json<{
      errors?: { message: string; extensions?: { code?: string } }[];
    }>();
    refused = (body.errors?.length ?? 0) > 0;
    for (const error of body.errors ?? [])
      if (error.extensions?.code === 'INTERNAL_SERVER_ERROR')
        problems.push(`${label}: INTERNAL_SERVER_ERROR ${error.message}`);
  }
  if (refused) counts.refused += 1;
  return { refused };
}

/** Sends one case; a refused one must leave the candidate's rows as they were. */
async function attempt(
  label: string,
  send: () => Promise<LightMyRequestResponse>,
  graphQL = false,
): Promise<void> {
  const before = await snapshot();
  const response = await send();
  const { refused } = judge(label, response, graphQL);
  if (refused && (await snapshot()) !== before)
    problems.push(`${label}: refused (${response.statusCode}) but the candidate's rows changed`);
}

// ---------------------------------------------------------------------------------------------
// Hostile values, by kind of field.

/** About 10 s each on a quiet 2-core machine; several times that beside the whole suite. */
const FUZZ_TIMEOUT_MS = 180_000;
const MEGABYTE_STRING = 'x'.repeat(1_000_000);
const HUGE_ARRAY_LENGTH = 100_000;

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Values that are wrong for any field. */
const ANY_FIELD: [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['object', { nested: nested(40) }],
  ['array', ['a', 1, null]],
];

const STRING_FIELD: [string, unknown][] = [
  ['number', 123],
  ['boolean', true],
  ['empty', ''],
  ['1 MB', MEGABYTE_STRING],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['low surrogate', '\udc00'],
  ['huge number text', '1e308'],
  ['NaN text', 'NaN'],
];

const NUMBER_FIELD: [string, unknown][] = [
  ['string', 'twelve'],
  ['1e308', 1e308],
  ['2^53+1', 2 ** 53 + 1],
  ['-0', -0],
  ['negative', -2_147_483_649],
  ['fraction', 0.5],
  ['NaN text', 'NaN'],
  ['Infinity text', 'Infinity'],
];

const BOOLEAN_FIELD: [string, unknown][] = [
  ['string', 'true'],
  ['number', 1],
];

const ENUM_FIELD: [string, unknown][] = [
  ['unknown value', 'NOT_A_VALUE'],
  ['lowercase', 'x'],
  ['number', 1],
];

/** Plausible values for fields by name, so that the other fields of a case pass validation. */
const PLAUSIBLE: Record<string, unknown> = {
  email: 'someone.else@example.com',
  secondaryEmail: 'personal@example.org',
  password: 'wrong-Password-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  linkedInUrl: 'https://www.linkedin.com/in/ada',
  phoneNumber: '+12025550123',
  phoneNumberLocale: 'US',
  locale: 'US',
  assessmentID: COGNITIVE_ASSESSMENT_ID,
  timestamp: new Date().toISOString(),
  message: 'Hello',
  value: '1',
};

/** `name` is the field's, qualified by its mutation or input type ('submitItemResponse.id'). */
function plausible(type: GraphQLInputType, name: string): unknown {
  if (name in PLAUSIBLE_IN) return PLAUSIBLE_IN[name];
  if (isNonNullType(type)) return plausible(type.ofType, name);
  if (isListType(type)) return [plausible(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [
        f.name,
        plausible(f.type, `${type.name}.${f.name}`),
      ]),
    );
  const field = name.split('.').pop()!;
  if (field in PLAUSIBLE) return PLAUSIBLE[field];
  switch (type.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    default:
      return 'AL';
  }
}

/** The cases for one field of the given type. */
function casesFor(type: GraphQLInputType, name: string): [string, unknown][] {
  const named = getNamedType(type);
  const list = isListType(isNonNullType(type) ? type.ofType : type);
  let own: [string, unknown][];
  if (isEnumType(named)) own = ENUM_FIELD;
  else if (isInputObjectType(named)) own = [['string', 'AL']];
  else if (named.name === 'Int' || named.name === 'Float') own = NUMBER_FIELD;
  else if (named.name === 'Boolean') own = BOOLEAN_FIELD;
  else own = STRING_FIELD;
  const item = plausible(named, name);
  const listCases: [string, unknown][] = list
    ? [
        [`${HUGE_ARRAY_LENGTH} items`, Array.from({ length: HUGE_ARRAY_LENGTH }, () => item)],
        ['null item', [null]],
        ['empty list', []],
      ]
    : [];
  // A list's item gets the field's cases too (one item), besides the list's own.
  const itemCases: [string, unknown][] = list ? own.map(([l, v]) => [`[${l}]`, [v]]) : own;
  return [...ANY_FIELD, ...itemCases, ...listCases];
}

/** Every place a value can go in `value` of `type`: the value itself and each input field. */
function* positions(
  type: GraphQLInputType,
  name: string,
  path: string[] = [],
): Generator<{ path: string[]; type: GraphQLInputType; name: string }> {
  yield { path, type, name };
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const list = isListType(isNonNullType(type) ? type.ofType : type);
    for (const field of Object.values(named.getFields()))
      yield* positions(field.type, `${named.name}.${field.name}`, [
        ...path,
        ...(list ? ['0'] : []),
        field.name,
      ]);
  }
}

/** A copy of `value` with the value at `path` replaced (undefined: removed). */
function replaced(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  if (rest.length === 0 && replacement === undefined) delete copy[head!];
  else copy[head!] = replaced(copy[head!], rest, replacement);
  return copy;
}

// ---------------------------------------------------------------------------------------------
// GraphQL

const schema = buildSchema(schemaSource);
const mutations = Object.values(schema.getMutationType()!.getFields());

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  return isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
}

function documentOf(field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `mutation Fuzz(${declared}) { ${field.name}(${passed})${selectionOf(field)} }`;
}

function plausibleVariables(field: GraphQLField<unknown, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    field.args.map((a) => [
      a.name,
      a.name === 'clientMutationId' ? randomUUID() : plausible(a.type, `${field.name}.${a.name}`),
    ]),
  );
}

/** `value` written as a GraphQL literal (inline in the document). */
function literal(value: unknown, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, named)).join(', ')}]`;
  if (isEnumType(named)) return value as string;
  if (isInputObjectType(named)) {
    const fields = named.getFields();
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${literal(v, fields[k]!.type)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

describe('hostile input to every GraphQL mutation', () => {
  it.each(['fresh', 'answering'] as const)(
    'is refused with a 4xx or a GraphQL error, never a server error, and writes nothing (%s)',
    async (state) => {
      candidate = candidates[state];
      const started = performance.now();
      let calls = 0;
      for (const field of mutations) {
        const document = documentOf(field);
        for (const arg of field.args) {
          for (const position of positions(arg.type, `${field.name}.${arg.name}`)) {
            for (const [caseName, value] of casesFor(position.type, position.name)) {
              const variables = plausibleVariables(field);
              variables[arg.name] = replaced(variables[arg.name], position.path, value);
              if (variables[arg.name] === undefined) delete variables[arg.name];
              const label = `${field.name}(${[arg.name, ...position.path].join('.')}: ${caseName})`;
              await attempt(
                label,
                () => graphql(t.app, document, variables, candidate.token),
                true,
              );
              calls += 1;
            }
          }
        }
        // NUL and a lone surrogate as escapes in an inline string literal.
        const stringArg = field.args.find((a) => getNamedType(a.type).name === 'String');
        for (const escape of ['\\u0000', '\\ud800', '\\u{DC00}']) {
          const variables = plausibleVariables(field);
          const passed = field.args
            .map((a) =>
              a === stringArg
                ? `${a.name}: "a${escape}b"`
                : `${a.name}: ${literal(variables[a.name], a.type)}`,
            )
            .join(', ');
          const document = `mutation Fuzz { ${field.name}(${passed})${selectionOf(field)} }`;
          await attempt(
            `${field.name} inline "${escape}"`,
            () => graphql(t.app, document, {}, candidate.token),
            true,
          );
          calls += 1;
        }
      }
      console.log(
        `GraphQL fuzz (${state}): ${calls} calls to ${mutations.length} mutations in ${Math.round(performance.now() - started)} ms`,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

// ---------------------------------------------------------------------------------------------
// REST

/** Plausible bodies of the JSON calls; a call not listed gets `{}` and the whole-body cases. */
const PLAUSIBLE_BODIES: Record<string, Record<string, unknown>> = {
  '/auth/login': { email: 'nobody@example.com', password: 'wrong-Password-1' },
  '/auth/register': {
    email: 'fuzz@example.com',
    password: STRONG_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    industryContext: 'law',
    termsAndPrivacyAgreed: true,
    invitationCode: 'code',
    utm: { source: 'x' },
  },
  '/auth/confirm-email-auth': { email: 'fuzz@example.com', confirmationId: 'id', code: 'code' },
  '/request-new-confirmation-email': { email: 'fuzz@example.com', code: 'c', requestId: 'r' },
  '/auth/confirm-change-secondary-email-auth': { email: 'fuzz@example.com', id: 'id' },
  '/auth/confirm-change-email-auth': { email: 'fuzz@example.com', id: 'id' },
  '/resetPassword/resetUserPassword': { password: STRONG_PASSWORD, resetId: 'id' },
  '/client/error': { errorMsg: 'boom', info: { stack: 'at x' }, platform: 'web' },
};

/** Query parameters every GET and POST is tried with. */
const QUERY_NAMES = ['id', 'email', 'to', 'limit', 'code'];
const QUERY_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['lone surrogate (UTF-8 bytes)', '%ED%A0%80'],
  ['broken escape', '%E0%A4%A'],
  ['8 kB', 'x'.repeat(8192)],
  ['huge number', '1e308'],
  ['negative', '-1'],
  ['repeated', 'a&{name}=b'],
];

const WHOLE_BODIES: [string, string | undefined][] = [
  ['no body', undefined],
  ['not JSON', '{"email": '],
  ['array', '[]'],
  ['string', '"text"'],
  ['number', '1e308'],
  ['null', 'null'],
  ['nested', JSON.stringify(nested(2000))],
  [
    `${HUGE_ARRAY_LENGTH} items`,
    JSON.stringify(Array.from({ length: HUGE_ARRAY_LENGTH }, () => 1)),
  ],
  ['prototype keys', '{"__proto__": {"admin": true}, "constructor": {"prototype": 1}}'],
];

const JSON_FIELD_CASES: [string, unknown][] = [
  ...ANY_FIELD,
  ...STRING_FIELD,
  ...NUMBER_FIELD.slice(1, 4),
  [`${HUGE_ARRAY_LENGTH} items`, Array.from({ length: HUGE_ARRAY_LENGTH }, () => 'a')],
];

interface Route {
  method: string;
  path: string;
}

/** The app's routes, from Fastify's own listing: a new route is fuzzed without a line here. */
function routesOf(): Route[] {
  const listing = t.app.printRoutes({ commonPrefix: false });
  const routes: Route[] = [];
  for (const line of listing.split('\n')) {
    const match = /(\/\S*|\*) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    for (const method of match[2]!.split(', '))
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path: match[1]! });
  }
  return routes;
}

/** `path` with each parameter (`:name`, `*`) set to `value`. */
const withParams = (path: string, value: string) =>
  path.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);

function multipart(parts: { name: string; filename?: string; content: Buffer | string }[]) {
  const boundary = `----fuzz${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/pdf\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const PDF = Buffer.from('%PDF-1.4\n%fuzz\n');

const MULTIPART_CASES: [string, ReturnType<typeof multipart>][] = [
  ['no parts', multipart([])],
  ['only a field', multipart([{ name: 'userId', content: 'x' }])],
  [
    'userId with NUL',
    multipart([
      { name: 'userId', content: 'a\u0000b' },
      { name: 'resume', filename: 'a.pdf', content: PDF },
    ]),
  ],
  [
    'userId 8 kB',
    multipart([
      { name: 'userId', content: 'x'.repeat(8192) },
      { name: 'resume', filename: 'a.pdf', content: PDF },
    ]),
  ],
  [
    'userId invalid UTF-8',
    multipart([
      { name: 'userId', content: Buffer.from([0xed, 0xa0, 0x80]) },
      { name: 'resume', filename: 'a.pdf', content: PDF },
    ]),
  ],
  ['file not a PDF', multipart([{ name: 'resume', filename: 'a.pdf', content: 'hello' }])],
  ['empty file', multipart([{ name: 'resume', filename: 'a.pdf', content: '' }])],
  [
    'two files',
    multipart([
      { name: 'resume', filename: 'a.pdf', content: 'x' },
      { name: 'other', filename: 'b.pdf', content: 'y' },
    ]),
  ],
  [
    'many fields',
    multipart(Array.from({ length: 50 }, (_, i) => ({ name: `f${i}`, content: 'x' }))),
  ],
  [
    'broken',
    { payload: Buffer.from('--nope\r\n\r\n'), contentType: 'multipart/form-data; boundary=nope' },
  ],
];

describe('hostile input to every REST call', () => {
  it(
    'is refused with a 4xx, never a server error, and writes nothing',
    async () => {
      candidate = candidates.answering;
      const started = performance.now();
      const routes = routesOf();
      expect(routes.length).toBeGreaterThan(10);
      let calls = 0;
      // Signed in, except where signing in or out is the call itself (logout would end the session).
      const headersFor = (path: string): Record<string, string> =>
        path === '/auth/logout' ? {} : { authorization: `Bearer ${candidate.token}` };

      for (const route of routes) {
        if (route.path === '/api/graphql') continue; // fuzzed above, through its schema
        const url = withParams(route.path, 'code');
        const send = (
          label: string,
          options: { url?: string; payload?: string | Buffer; contentType?: string },
        ) =>
          attempt(`${route.method} ${route.path} ${label}`, () =>
            t.app.inject({
              method: route.method as 'GET',
              url: options.url ?? url,
              payload: options.payload,
              headers: {
                ...headersFor(route.path),
                ...(options.contentType ? { 'content-type': options.contentType } : {}),
              },
            }),
          ).then(() => void (calls += 1));

        // Path parameters and query strings.
        if (route.path !== url) {
          for (const [name, value] of QUERY_VALUES)
            await send(`param ${name}`, {
              url: withParams(route.path, value.replace('{name}', 'x')),
            });
        }
        for (const name of QUERY_NAMES)
          for (const [caseName, value] of QUERY_VALUES)
            await send(`?${name}=${caseName}`, {
              url: `${url}?${name}=${value.replace('{name}', name)}`,
            });

        if (route.method === 'GET') continue;
        // Whole bodies, then each field of a plausible body.
        for (const [caseName, payload] of WHOLE_BODIES)
          await send(`body ${caseName}`, {
            payload,
            contentType: payload === undefined ? undefined : 'application/json',
          });
        const body = PLAUSIBLE_BODIES[route.path] ?? {};
        for (const field of Object.keys(body))
          for (const [caseName, value] of JSON_FIELD_CASES) {
            const payload = JSON.stringify(replaced(body, [field], value));
            await send(`${field}: ${caseName}`, { payload, contentType: 'application/json' });
          }
        for (const [caseName, value] of [
          ['a JSON body', JSON.stringify({ resume: 'x' })],
          ['form-encoded', 'a=b'],
        ] as const)
          await send(`as ${caseName}`, {
            payload: value,
            contentType:
              caseName === 'form-encoded'
                ? 'application/x-www-form-urlencoded'
                : 'application/json',
          });
        for (const [caseName, { payload, contentType }] of MULTIPART_CASES)
          await send(`multipart ${caseName}`, { payload, contentType });
      }
      console.log(
        `REST fuzz: ${calls} calls to ${routes.length} routes in ${Math.round(performance.now() - started)} ms`,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('the fuzz as a whole', () => {
  it('found no server error and no partial write', () => {
    console.log(
      `Fuzz total: ${counts.sent} calls sent, ${counts.refused} refused; by status class: ${JSON.stringify(counts.byClass)}; problems: ${problems.length}; rows compared in ${snapshotTables.length} tables (${snapshotTables.join(', ')})`,
    );
    expect(problems).toEqual([]);
  });
});
