/**
 * The lateral law assessment taken from start to end by a lateral candidate (spec 001 sections 2
 * and 4): the informational section closed from its information screen, then every item type
 * (matrix rows, multiple choice, select-all with its exclusive "None of the above", point
 * allocation adding up to 100, text), "Section X of Y" and "Answered X of Y", Submit on the last
 * section, the completed landing page, and every response as the database holds it.
 */
import type { Page } from '@playwright/test';
import type { ItemGroupContent } from '../../src/domain/assessments.ts';
import { lateralMessages } from '../../src/app/features/assessments/components/landing/landing-messages.ts';
import { violationsOf } from '../support/axe.ts';
import {
  beforeYouBegin,
  fillInitials,
  itemsOf,
  LATERAL_APP_PATH,
  LATERAL_ASSESSMENT_ID,
  LATERAL_PATH,
  lateralV1,
  storedAssessment,
  storedResponses,
  storedSections,
  type StoredValues,
} from '../support/assessments.ts';
import { expect, test } from '../support/fixtures.ts';

const POINTS = ['40', '30', '20', '10', '0'];

/**
 * Answers one group as a candidate does and returns what the server should store per item.
 * `variant` varies the way of answering between sections (which column, which options).
 */
async function answerGroup(
  page: Page,
  group: ItemGroupContent,
  variant: number,
): Promise<Map<string, StoredValues>> {
  const expected = new Map<string, StoredValues>();
  switch (group.itemType) {
    case 'MATRIXTABLE':
      for (const [row, item] of group.items.entries()) {
        const column = group.headers![(row + variant) % group.headers!.length]!;
        await page
          .getByRole('radiogroup', { name: item.label, exact: true })
          .getByRole('radio', { name: column.label, exact: true })
          .check();
        expected.set(item.id, [{ id: `${item.id}-${column.value}` }]);
      }
      break;
    case 'MULTIPLE_CHOICE':
      for (const item of group.items) {
        const option = item.options[(1 + variant) % item.options.length]!;
        await page
          .getByRole('radiogroup', { name: item.label, exact: true })
          .getByRole('radio', { name: option.label, exact: true })
          .check();
        expected.set(item.id, [{ id: option.id }]);
      }
      break;
    case 'MULTISELECT':
      for (const item of group.items) {
        const box = page.getByRole('group', { name: item.label, exact: true });
        const [a, b, c, d] = item.options;
        const none = box.getByRole('checkbox', { name: 'None of the above' });
        await box.getByRole('checkbox', { name: a!.label }).check();
        await box.getByRole('checkbox', { name: c!.label }).check();
        // The exclusive option clears the others and holds them until it is unchecked.
        await none.check();
        await expect(box.getByRole('checkbox', { name: a!.label })).not.toBeChecked();
        await expect(box.getByRole('checkbox', { name: c!.label })).not.toBeChecked();
        await expect(box.getByRole('checkbox', { name: a!.label })).toBeDisabled();
        if (variant === 0) {
          expected.set(item.id, [{ id: `${item.id}-none` }]);
        } else {
          await none.uncheck();
          await box.getByRole('checkbox', { name: b!.label }).check();
          await box.getByRole('checkbox', { name: d!.label }).check();
          await expect(none).not.toBeChecked();
          expected.set(item.id, [{ id: b!.id }, { id: d!.id }]);
        }
      }
      break;
    case 'POINTALLOCATION':
      for (const item of group.items) {
        const box = page.getByRole('group', { name: item.label, exact: true });
        await expect(box.getByText('Total: 100')).toBeVisible();
        for (const [i, option] of item.options.entries()) {
          await box.getByRole('textbox', { name: option.label, exact: true }).fill(POINTS[i]!);
        }
        await expect(box.getByText('Points Remaining: 0')).toBeVisible();
        expected.set(
          item.id,
          item.options.map((o, i) => ({ id: o.id, value: POINTS[i]! })),
        );
      }
      break;
    case 'TEXTINPUT':
      for (const [i, item] of group.items.entries()) {
        const text = `Answer ${i + 1}: a merger I led, start to finish.`;
        await page.getByRole('textbox', { name: item.label, exact: true }).fill(`  ${text}  `);
        expected.set(item.id, [{ value: text }]);
      }
      break;
  }
  return expected;
}

test('a lateral candidate completes the lateral assessment with every item type, and the database holds every response', async ({
  page,
  api,
  signIn,
}) => {
  test.setTimeout(120_000);
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  const { userId } = candidate.session;
  await signIn(page, candidate.session);

  await page.goto(LATERAL_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lateral Law Assessment' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Begin' }).click();
  const modal = beforeYouBegin(page);
  await expect(modal.getByText('Assessment Policy Acknowledgements')).toBeVisible();
  await fillInitials(modal, 'LK');
  await modal.getByRole('button', { name: 'Start Assessment' }).click();
  await expect(page).toHaveURL(LATERAL_APP_PATH);

  // The informational section: read, then closed by its Next.
  const [intro, ...timed] = lateralV1.sections;
  await expect(page.getByRole('heading', { level: 2, name: intro!.title })).toBeVisible();
  await expect(page.getByText(intro!.instructions[0]!)).toBeVisible();
  await expect(page.getByText(/^Time limit:/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  const expected = new Map<string, StoredValues>();
  for (const [index, section] of timed.entries()) {
    const position = index + 2;
    const last = position === lateralV1.sections.length;
    const total = itemsOf(section).length;
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    await expect(
      page.getByText(`Time limit: ${section.timeLimitSeconds! / 60} minutes.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(page.getByRole('timer')).toBeVisible();
    await expect(
      page.getByText(`Section ${position} of ${lateralV1.sections.length}`),
    ).toBeVisible();
    await expect(page.getByText(`Answered 0 of ${total}`)).toBeVisible();
    const nextLabel = last ? 'Submit' : 'Next';
    await expect(page.getByRole('button', { name: nextLabel, exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    if (index === 0) expect(await violationsOf(page)).toEqual([]);

    let answered = 0;
    for (const group of section.itemGroups) {
      for (const [id, values] of await answerGroup(page, group, index % 2))
        expected.set(id, values);
      answered += group.items.length;
      // Text and points are saved 500 ms after the typing stops; then they count as answered.
      await expect(page.getByText(`Answered ${answered} of ${total}`)).toBeVisible();
    }
    await page.getByRole('button', { name: nextLabel, exact: true }).click();
  }

  // The end page, then the landing page's completion text.
  await expect(
    page.getByRole('heading', { level: 2, name: "You've completed the assessment." }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close Assessment' }).click();
  await expect(page).toHaveURL(LATERAL_PATH);
  await expect(page.getByText(lateralMessages.complete)).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Lateral Law Assessment, completed' }),
  ).toBeVisible();

  // The database: every section complete, unscored; every response as given.
  expect((await storedAssessment(userId, LATERAL_ASSESSMENT_ID))?.status).toBe('COMPLETE');
  const sections = await storedSections(userId, LATERAL_ASSESSMENT_ID);
  for (const section of lateralV1.sections) {
    expect(sections.get(section.id), section.id).toMatchObject({
      status: 'COMPLETE',
      closeType: 'MANUAL',
      score: null,
    });
  }
  const stored = await storedResponses(userId);
  expect(stored).toEqual(expected);
  expect(stored.size).toBe(timed.flatMap(itemsOf).length);
});
