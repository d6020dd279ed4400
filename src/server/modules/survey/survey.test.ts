import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerProblem,
  answersWithMultiValue,
  isRequired,
  SURVEY_FIELD_TYPES,
  surveyScreens,
  takesAnswer,
  type SurveyAnswerValue,
  type SurveyField,
} from '../../../domain/survey.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { seed } from '../../seed.ts';
import { surveyDefinitions } from '../../db/schema.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import { behavioralSurveyV1 } from './behavioral-survey-v1.ts';
import { SURVEY_DEFINITIONS } from './survey.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.pool.end());

/** A fitting answer for any question, built from its properties alone. */
function fittingAnswer(field: SurveyField): SurveyAnswerValue {
  const p = field.properties ?? {};
  switch (field.type) {
    case 'multiple_choice':
      return answersWithMultiValue(field)
        ? { multiValue: [p.choices![0]!.id] }
        : { value: p.choices![0]!.id };
    case 'dropdown':
      return { value: p.choices!.at(-1)!.id };
    case 'rating':
      return { value: '10' };
    case 'short_text':
      return { value: 'A short answer' };
    case 'number':
      return { value: String(p.max ?? p.min ?? 1) };
    case 'point_allocation': {
      const rest = p.questions!.slice(1).map(() => '0');
      return { multiValue: [String(p.total_points), ...rest] };
    }
    default:
      return {};
  }
}

describe('the behavioral survey, version 1', () => {
  const fields = behavioralSurveyV1.fields;
  const screens = surveyScreens(fields);
  const questions = screens.filter(takesAnswer);

  it('has 25 to 40 questions, nested ones included, and uses every type', () => {
    expect(behavioralSurveyV1).toMatchObject({ id: 'behavioral-v1', version: 1 });
    expect(questions.length).toBeGreaterThanOrEqual(25);
    expect(questions.length).toBeLessThanOrEqual(40);
    const topLevelTypes = new Set(fields.map((f) => f.type));
    const screenTypes = new Set(screens.map((f) => f.type));
    for (const type of SURVEY_FIELD_TYPES) {
      expect(topLevelTypes.has(type) || screenTypes.has(type), type).toBe(true);
    }
    const choice = questions.filter((f) => f.type === 'multiple_choice');
    expect(choice.filter((f) => f.properties?.allow_multiple_selection).length).toBeGreaterThan(1);
    expect(choice.filter((f) => !f.properties?.allow_multiple_selection).length).toBeGreaterThan(2);
    expect(choice.some((f) => f.properties?.vertical_alignment)).toBe(true);
    expect(questions.filter((f) => f.type === 'dropdown').length).toBeGreaterThan(1);
    expect(questions.filter((f) => f.type === 'point_allocation').length).toBe(2);
    expect(screens[0]!.type).toBe('statement');
  });

  it('nests questions in at least two groups, one level deep, each with a label', () => {
    const groups = fields.filter((f) => f.type === 'group');
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const group of groups) {
      expect(group.label).not.toBe('');
      expect(group.fields!.length).toBeGreaterThan(0);
      expect(group.fields!.every((f) => f.type !== 'group' && takesAnswer(f))).toBe(true);
    }
  });

  it('has unique, readable ids: fields, choices and point statements', () => {
    const ids = [...fields, ...screens].map((f) => f.id);
    expect(new Set(ids).size).toBe(new Set([...fields, ...screens]).size);
    for (const id of ids) expect(id).toMatch(/^[a-z]\d{2}-[a-z0-9-]+$/);
    for (const field of questions) {
      const items = field.properties?.choices ?? field.properties?.questions ?? [];
      expect(new Set(items.map((c) => c.id)).size, field.id).toBe(items.length);
      items.forEach((c, index) => expect(c.id).toBe(String.fromCharCode(97 + index)));
    }
  });

  it('gives every question what its type needs, and every one can be answered', () => {
    for (const field of questions) {
      const p = field.properties ?? {};
      if (field.type === 'multiple_choice' || field.type === 'dropdown') {
        expect(p.choices!.length, field.id).toBeGreaterThanOrEqual(2);
      }
      if (field.type === 'rating') {
        expect(p.labels?.left, field.id).toBeTruthy();
        expect(p.labels?.right, field.id).toBeTruthy();
      }
      if (field.type === 'number') {
        expect(p.min, field.id).toBeTypeOf('number');
        expect(p.max, field.id).toBeGreaterThan(p.min!);
      }
      if (field.type === 'point_allocation') {
        expect(p.questions!.length, field.id).toBeGreaterThanOrEqual(3);
        expect(p.total_points, field.id).toBe(10);
      }
      expect(field.validations, field.id).toBeDefined();
      expect(answerProblem(field, fittingAnswer(field)), field.id).toBeNull();
    }
  });

  it('makes most questions required and a few optional', () => {
    const optional = questions.filter((f) => !isRequired(f));
    expect(optional.length).toBeGreaterThanOrEqual(2);
    expect(optional.length).toBeLessThanOrEqual(5);
    expect(optional.some((f) => f.type === 'short_text')).toBe(true);
  });

  it('stays small enough to load quickly (about 9 kB of JSON)', () => {
    expect(JSON.stringify(behavioralSurveyV1).length).toBeLessThan(10_000);
  });
});

describe('seeding the survey definitions', () => {
  it('stores every version as written', async () => {
    const rows = await database.db.select().from(surveyDefinitions);
    expect(rows.map(({ id, version, fields }) => ({ id, version, fields }))).toEqual(
      SURVEY_DEFINITIONS.map(({ id, version, fields }) => ({ id, version, fields })),
    );
  });

  it('never overwrites a stored version and can run again', async () => {
    const edited = [{ id: 'x01-edited', type: 'statement' as const, label: 'Edited by hand' }];
    await database.db
      .update(surveyDefinitions)
      .set({ fields: edited })
      .where(eq(surveyDefinitions.id, 'behavioral-v1'));
    await seed(database.db);
    await seed(database.db);
    const rows = await database.db.select().from(surveyDefinitions);
    expect(rows).toHaveLength(SURVEY_DEFINITIONS.length);
    expect(rows.find((r) => r.id === 'behavioral-v1')?.fields).toEqual(edited);
  });
});
