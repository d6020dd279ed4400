/**
 * The behavioral questionnaire as a keyboard user answers it (spec 001 sections 2 and 4): the
 * seeded survey's screens (src/server/modules/survey/behavioral-survey-v1.ts), the keys that
 * answer each type, the answer each gives as the server stores it, and reading what the
 * database holds.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { surveyScreens, type SurveyField } from '../../src/domain/survey.ts';
import { behavioralSurveyV1 } from '../../src/server/modules/survey/behavioral-survey-v1.ts';
import { withDatabase } from './database.ts';
import { waitForAnimations } from './ui.ts';

export const BEHAVIORAL_PATH = '/assessments/behavioral-assessment';
export const SCREENS: SurveyField[] = surveyScreens(behavioralSurveyV1.fields);
export const QUESTIONS = SCREENS.filter((f) => f.type !== 'statement');

export interface StoredAnswer {
  value: string | null;
  multiValue: string[] | null;
}

/** The questionnaire's full-screen layer. */
export const questionnaire = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Behavioral Assessment' });

/** The keys a keyboard user presses on a screen, varied by position so each way is used. */
export function plannedAnswer(field: SurveyField, position: number): StoredAnswer | null {
  switch (field.type) {
    case 'multiple_choice':
      return field.properties?.allow_multiple_selection
        ? { value: null, multiValue: ['a', 'c'] }
        : { value: position % 2 === 0 ? 'b' : 'a', multiValue: null };
    case 'dropdown':
      return { value: 'c', multiValue: null };
    case 'rating':
      // Digits ("7"; "1" then "0" for 10) and arrows (three steps from the start: 3).
      return { value: ['7', '10', '3'][position % 3]!, multiValue: null };
    case 'short_text':
      return { value: `Calm and curious ${position}`, multiValue: null };
    case 'number':
      return { value: String(Math.min(8, field.properties?.max ?? 8)), multiValue: null };
    case 'point_allocation': {
      const count = field.properties?.questions?.length ?? 0;
      const total = field.properties?.total_points ?? 10;
      return {
        value: null,
        multiValue: Array.from({ length: count }, (_, i) =>
          String(i === 0 ? total - 4 : i === 1 ? 4 : 0),
        ),
      };
    }
    default:
      return null;
  }
}

/** Waits until the screen shows `field` and takes keys (focus inside, the post-answer lock over). */
export async function expectScreen(page: Page, field: SurveyField): Promise<void> {
  const layer = questionnaire(page);
  await expect(
    layer.getByRole('heading', { level: 2, name: field.label, exact: true }),
  ).toBeVisible();
  await expect(layer.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-question-root]')))
    .toBe(true);
}

/** Waits for the slide between screens to end, so that what is measured stands still. */
export async function waitForSlide(page: Page): Promise<void> {
  await waitForAnimations(questionnaire(page));
}

export interface RecordedKey {
  key: string;
  /** The question on screen when the key went down. */
  question: string;
  /** The post-answer lock was on (the screen was aria-busy). */
  duringLock: boolean;
}

/**
 * Records, in the page, every real key press with the question on screen and whether the
 * post-answer lock was on at that moment. Call before the page loads; read with `recordedKeys`.
 */
export async function recordKeys(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: RecordedKey[] = [];
    (window as unknown as { recordedKeys: RecordedKey[] }).recordedKeys = log;
    window.addEventListener(
      'keydown',
      (event) => {
        if (!event.isTrusted) return;
        log.push({
          key: event.key,
          question: document.querySelector('[role="dialog"] h2')?.textContent ?? '',
          duringLock: document.querySelector('[aria-busy="true"]') != null,
        });
      },
      { capture: true },
    );
  });
}

export async function recordedKeys(page: Page): Promise<RecordedKey[]> {
  return page.evaluate(() => (window as unknown as { recordedKeys: RecordedKey[] }).recordedKeys);
}

/**
 * Answers the screen on display with the keyboard only, as plannedAnswer says, and moves on (an
 * auto-advancing answer moves by itself; the last screen stays).
 */
export async function answerByKeyboard(
  page: Page,
  field: SurveyField,
  position: number,
): Promise<void> {
  const planned = plannedAnswer(field, position);
  const keys = page.keyboard;
  switch (field.type) {
    case 'statement':
      await keys.press('Enter');
      return;
    case 'multiple_choice':
      if (field.properties?.allow_multiple_selection) {
        await keys.press('a');
        await keys.press('c');
        await keys.press('Enter');
      } else {
        await keys.press(planned!.value!);
      }
      return;
    case 'dropdown':
      await keys.press(planned!.value!);
      return;
    case 'rating': {
      const value = planned!.value!;
      if (value === '3') {
        for (let i = 0; i < 3; i++) await keys.press('ArrowRight');
        await keys.press('Enter');
      } else {
        // One call for both digits: "1" then "0" is 10 only within RATING_DIGIT_DELAY_MS (400 ms),
        // and two round trips from the test on a loaded machine took longer (a candidate's don't).
        await keys.type(value);
      }
      return;
    }
    case 'short_text':
    case 'number':
      await keys.type(planned!.value!);
      await keys.press('Enter');
      return;
    case 'point_allocation': {
      const values = planned!.multiValue!;
      for (const value of values) {
        await keys.press('Tab');
        if (value !== '0') await keys.type(value);
      }
      await keys.press('Enter');
      return;
    }
    default:
      throw new Error(`no keys for ${field.type}`);
  }
}

/** Every answer the plan gives, by question id. */
export function plannedAnswers(): Map<string, StoredAnswer> {
  const answers = new Map<string, StoredAnswer>();
  SCREENS.forEach((field, position) => {
    const planned = plannedAnswer(field, position);
    if (planned) answers.set(field.id, planned);
  });
  return answers;
}

/** The candidate's stored answers and survey status, straight from the database. */
export async function storedSurvey(userId: string): Promise<{
  status: string | null;
  answers: Map<string, StoredAnswer>;
  rows: number;
}> {
  return withDatabase(async (db) => {
    const survey = await db.query<{ status: string }>(
      'SELECT status FROM user_surveys WHERE user_id = $1',
      [userId],
    );
    const rows = await db.query<{
      question_id: string;
      value: string | null;
      multi_value: string[] | null;
    }>('SELECT question_id, value, multi_value FROM survey_answers WHERE user_id = $1', [userId]);
    return {
      status: survey.rows[0]?.status ?? null,
      rows: rows.rowCount ?? 0,
      answers: new Map(
        rows.rows.map((r) => [r.question_id, { value: r.value, multiValue: r.multi_value }]),
      ),
    };
  });
}

/** Tabs (keyboard only) until the button named `name` has focus, then presses Enter. */
export async function tabToAndPress(page: Page, scope: Locator, name: string): Promise<void> {
  const target = scope.getByRole('button', { name, exact: true });
  for (let i = 0; i < 15; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the button "${name}"`);
}
