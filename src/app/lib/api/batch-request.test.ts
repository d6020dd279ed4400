import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { testEntry } from '../../test-support/outbox-entry.ts';
import { batchRequest, outcomesOf, sentVariables, singleMutationOf } from './batch-request.ts';

const ANSWER = `mutation SubmitItemResponse($id: ID!, $values: [ItemResponseValue!]!, $clientMutationId: ID!) {
  submitItemResponse(id: $id, values: $values, clientMutationId: $clientMutationId) { status }
}`;
const SURVEY = `mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {
  setUserSurveyAnswer(questionId: $questionId, value: $value, clientMutationId: $clientMutationId) { questionId value }
}`;

const answer = (seq: number, id: string) =>
  testEntry(seq, {
    operation: 'SubmitItemResponse',
    document: ANSWER,
    variables: { id, values: [{ id: `${id}-a` }] },
  });
const survey = testEntry(3, {
  operation: 'SetUserSurveyAnswer',
  document: SURVEY,
  variables: { questionId: 'q1', value: 'yes' },
});

describe('batchRequest', () => {
  it('puts each entry under its own alias, with its own variables and key, in order', () => {
    const request = batchRequest([answer(1, 'i1'), answer(2, 'i2'), survey]);
    const printed = print(request.document).replace(/\s+/g, ' ');
    expect(printed).toBe(
      'mutation OutboxBatch($a0_id: ID!, $a0_values: [ItemResponseValue!]!, $a0_clientMutationId: ID!, ' +
        '$a1_id: ID!, $a1_values: [ItemResponseValue!]!, $a1_clientMutationId: ID!, ' +
        '$a2_questionId: ID!, $a2_value: String!, $a2_clientMutationId: ID!) { ' +
        'a0: submitItemResponse( id: $a0_id values: $a0_values clientMutationId: $a0_clientMutationId ) { status } ' +
        'a1: submitItemResponse( id: $a1_id values: $a1_values clientMutationId: $a1_clientMutationId ) { status } ' +
        'a2: setUserSurveyAnswer( questionId: $a2_questionId value: $a2_value clientMutationId: $a2_clientMutationId ) { questionId value } }',
    );
    expect(request.variables).toEqual({
      a0_id: 'i1',
      a0_values: [{ id: 'i1-a' }],
      a0_clientMutationId: 'e1',
      a1_id: 'i2',
      a1_values: [{ id: 'i2-a' }],
      a1_clientMutationId: 'e2',
      a2_questionId: 'q1',
      a2_value: 'yes',
      a2_clientMutationId: 'e3',
    });
  });

  it("sends each timed answer's place in its outbox, as it is sent alone", () => {
    const SEQUENCED = `mutation SubmitItemResponse($id: ID!, $clientMutationId: ID!, $sequence: AnswerSequence) {
  submitItemResponse(id: $id, clientMutationId: $clientMutationId, sequence: $sequence) { status }
}`;
    const sequenced = (seq: number) =>
      testEntry(seq, {
        document: SEQUENCED,
        outboxId: 'device-1',
        sequenced: true,
        variables: { id: `i${seq}` },
      });
    const request = batchRequest([sequenced(4), sequenced(5)]);
    expect(request.variables).toMatchObject({
      a0_sequence: { outboxId: 'device-1', number: 4 },
      a0_clientMutationId: 'e4',
      a1_sequence: { outboxId: 'device-1', number: 5 },
    });
  });

  it('sends a sequence only for a write declared sequenced, whatever its document says', () => {
    const entry = testEntry(4, { document: 'mutation A($sequence: AnswerSequence) { a }' });
    expect(sentVariables({ ...entry, outboxId: 'device-1' })).not.toHaveProperty('sequence');
    expect(sentVariables({ ...entry, outboxId: 'device-1', sequenced: true })).toMatchObject({
      sequence: { outboxId: 'device-1', number: 4 },
      clientMutationId: entry.id,
    });
  });

  it('refuses a document that is not one mutation of one field', () => {
    expect(singleMutationOf('mutation A { a b }')).toBeNull();
    expect(singleMutationOf('query A { a }')).toBeNull();
    expect(singleMutationOf('mutation A { a { ...F } } fragment F on A { x }')).toBeNull();
    expect(singleMutationOf('mutation {')).toBeNull();
    expect(() =>
      batchRequest([answer(1, 'i1'), testEntry(2, { document: 'mutation { a b }' })]),
    ).toThrow();
  });
});

describe('outcomesOf', () => {
  const request = batchRequest([
    answer(1, 'i1'),
    answer(2, 'i2'),
    answer(3, 'i3'),
    answer(4, 'i4'),
  ]);
  const asAlone = (error: { message?: string }) => new Error(error.message);

  it('gives each entry its result as if it had been sent alone', () => {
    const data = Object.fromEntries(request.fields.map((f, i) => [f.alias, { status: `s${i}` }]));
    expect(outcomesOf(request, data, [], asAlone)).toEqual([
      { kind: 'delivered', result: { submitItemResponse: { status: 's0' } } },
      { kind: 'delivered', result: { submitItemResponse: { status: 's1' } } },
      { kind: 'delivered', result: { submitItemResponse: { status: 's2' } } },
      { kind: 'delivered', result: { submitItemResponse: { status: 's3' } } },
    ]);
  });

  it("gives a field's error to its entry only; the others go again", () => {
    const errors = [
      { message: 'Not part of the section.', path: ['a1'], extensions: { code: 'NOT_FOUND' } },
      { message: 'Not run.', path: ['a2'], extensions: { code: 'NOT_RUN' } },
    ];
    expect(outcomesOf(request, null, errors, asAlone)).toEqual([
      { kind: 'unsent' },
      { kind: 'failed', error: new Error('Not part of the section.') },
      { kind: 'unsent' },
      { kind: 'unsent' },
    ]);
  });

  it('says nothing per entry when an error is about the request', () => {
    expect(outcomesOf(request, null, [{ message: 'Aliases limit' }], asAlone)).toBeNull();
    expect(outcomesOf(request, null, [{ message: 'x', path: ['user'] }], asAlone)).toBeNull();
  });
});
