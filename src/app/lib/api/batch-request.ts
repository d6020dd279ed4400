/**
 * Several outbox entries as one GraphQL request (docs/decisions/044-batched-answer-flush.md): each
 * entry's one mutation field under the alias `a<i>`, its variables renamed `a<i>_<name>`, in queue
 * order, each with what it sends alone (`sentVariables`). The server runs them one after the other
 * and stops at the first that fails (src/server/graphql/stop-at-first-failure.ts).
 *
 *   mutation OutboxBatch($a0_id: ID!, …, $a1_id: ID!, …) {
 *     a0: submitItemResponse(id: $a0_id, …) { status timeRemaining }
 *     a1: submitItemResponse(id: $a1_id, …) { status timeRemaining }
 *   }
 *
 * `outcomesOf` reads the answer back per entry, as each would have been answered alone.
 */
import {
  Kind,
  OperationTypeNode,
  parse,
  visit,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { BatchOutcome, OutboxEntry } from '../outbox/types.ts';

/**
 * What an entry sends as its variables, alone (graphql.ts) or in a batch: the write's own, its id
 * as `clientMutationId` (the server answers a replay with the first result), and, for a write
 * declared `sequenced` (the timed answers), its place in its outbox (the server refuses one older
 * than an answer it received from the same outbox, docs/decisions/047-fair-late-answers.md).
 */
export function sentVariables(entry: OutboxEntry): Record<string, unknown> {
  const variables: Record<string, unknown> = { ...entry.variables, clientMutationId: entry.id };
  if (entry.sequenced && entry.outboxId !== undefined)
    variables.sequence = { outboxId: entry.outboxId, number: entry.seq };
  return variables;
}

/** One mutation of one field: what a batchable write's document must be. */
interface SingleMutation {
  field: FieldNode;
  variableDefinitions: readonly VariableDefinitionNode[];
}

const parsedDocuments = new Map<string, SingleMutation | null>();

/** The document's one mutation field and its variables, or null when it is not that simple. */
export function singleMutationOf(document: string): SingleMutation | null {
  if (parsedDocuments.has(document)) return parsedDocuments.get(document)!;
  let single: SingleMutation | null = null;
  try {
    const { definitions } = parse(document, { noLocation: true });
    const [only, ...more] = definitions;
    const selections = only?.kind === Kind.OPERATION_DEFINITION ? only.selectionSet.selections : [];
    const [field] = selections;
    if (
      more.length === 0 &&
      only?.kind === Kind.OPERATION_DEFINITION &&
      only.operation === OperationTypeNode.MUTATION &&
      selections.length === 1 &&
      field?.kind === Kind.FIELD
    ) {
      single = { field, variableDefinitions: only.variableDefinitions ?? [] };
    }
  } catch {
    // not a document: sent alone, where the server says what is wrong with it
  }
  parsedDocuments.set(document, single);
  return single;
}

export interface BatchRequest {
  document: DocumentNode;
  variables: Record<string, unknown>;
  /** Entry i's field: its alias in this request, and the key its answer has when sent alone. */
  fields: { alias: string; responseKey: string }[];
}

/** The entries' fields as one mutation; throws when an entry's document is not one field. */
export function batchRequest(entries: readonly OutboxEntry[]): BatchRequest {
  const variableDefinitions: VariableDefinitionNode[] = [];
  const selections: FieldNode[] = [];
  const variables: Record<string, unknown> = {};
  const fields: BatchRequest['fields'] = [];
  entries.forEach((entry, i) => {
    const single = singleMutationOf(entry.document);
    if (!single) throw new Error(`${entry.operation} cannot share a request.`);
    const alias = `a${i}`;
    const renamed = (name: string) => `${alias}_${name}`;
    const rename = <T extends object>(node: T): T =>
      visit(node as never, {
        Variable: (variable) => ({
          ...variable,
          name: { ...variable.name, value: renamed(variable.name.value) },
        }),
      });
    const values = sentVariables(entry);
    for (const definition of single.variableDefinitions) {
      variableDefinitions.push(rename(definition));
      const name = definition.variable.name.value;
      if (name in values) variables[renamed(name)] = values[name];
    }
    selections.push({ ...rename(single.field), alias: { kind: Kind.NAME, value: alias } });
    fields.push({ alias, responseKey: single.field.alias?.value ?? single.field.name.value });
  });
  const operation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: OperationTypeNode.MUTATION,
    name: { kind: Kind.NAME, value: 'OutboxBatch' },
    variableDefinitions,
    selectionSet: { kind: Kind.SELECTION_SET, selections },
  };
  return { document: { kind: Kind.DOCUMENT, definitions: [operation] }, variables, fields };
}

export interface BatchAnswerError {
  message?: string;
  path?: readonly (string | number)[];
  extensions?: { code?: unknown } | null;
}

/**
 * Each entry's outcome from an answer with errors, or null when an error is about the request
 * rather than one field (no path, or another field's): then the request failed as a whole.
 * `failed(error)` turns a field's error into what sending that entry alone would have thrown.
 * A field without an error is delivered when its data is there; otherwise (not run, or its result
 * emptied with the others': the fields cannot be null) it is unsent and goes again.
 */
export function outcomesOf(
  request: BatchRequest,
  data: Record<string, unknown> | null | undefined,
  errors: readonly BatchAnswerError[],
  failed: (error: BatchAnswerError) => unknown,
): BatchOutcome[] | null {
  const errorOf = new Map<string, BatchAnswerError>();
  for (const error of errors) {
    const alias = error.path?.[0];
    if (typeof alias !== 'string' || !request.fields.some((f) => f.alias === alias)) return null;
    if (!errorOf.has(alias)) errorOf.set(alias, error);
  }
  return request.fields.map(({ alias, responseKey }): BatchOutcome => {
    const error = errorOf.get(alias);
    if (error && error.extensions?.code !== 'NOT_RUN')
      return { kind: 'failed', error: failed(error) };
    const value = data?.[alias];
    return error || value === undefined || value === null
      ? { kind: 'unsent' }
      : { kind: 'delivered', result: { [responseKey]: value } };
  });
}
