/**
 * The seeded assessment content keeps the rules the engine and the client rely on: unique ids,
 * the cognitive timing and one correct answer per question, every lateral item type well formed.
 * Plain data checks: no database.
 */
import { describe, expect, it } from 'vitest';
import {
  COGNITIVE_ASSESSMENT_ID,
  COGNITIVE_BASE_MINUTES,
  ITEM_TYPES,
  LATERAL_ASSESSMENT_ID,
  type AssessmentContent,
  type ItemGroupContent,
} from '../../../../domain/assessments.ts';
import { cognitiveV1 } from './cognitive-v1.ts';
import { ASSESSMENT_CONTENTS } from './index.ts';
import { lateralV1 } from './lateral-v1.ts';

const groupsOf = (content: AssessmentContent): ItemGroupContent[] =>
  content.sections.flatMap((section) => [
    ...(section.sampleItemGroups ?? []),
    ...section.itemGroups,
  ]);

function allIds(content: AssessmentContent): string[] {
  const ids = [content.id];
  for (const section of content.sections) {
    ids.push(section.id);
    for (const group of [...(section.sampleItemGroups ?? []), ...section.itemGroups]) {
      ids.push(group.id);
      for (const item of group.items) {
        ids.push(item.id, ...item.options.map((option) => option.id));
      }
    }
  }
  return ids;
}

const correctCount = (group: ItemGroupContent, index: number): number =>
  group.items[index]!.options.filter((option) => option.correct === true).length;

describe('assessment contents', () => {
  it('seeds the cognitive and the lateral assessment under their fixed ids', () => {
    expect(
      ASSESSMENT_CONTENTS.map((content) => [content.id, content.kind, content.version]),
    ).toEqual([
      [COGNITIVE_ASSESSMENT_ID, 'COGNITIVE', 1],
      [LATERAL_ASSESSMENT_ID, 'LATERAL', 1],
    ]);
  });

  it('uses every id once across both assessments', () => {
    const ids = ASSESSMENT_CONTENTS.flatMap(allIds);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
    expect(ids.every((id) => id.trim().length > 0)).toBe(true);
  });

  it('gives every section instructions and every item a label', () => {
    for (const content of ASSESSMENT_CONTENTS) {
      for (const section of content.sections) {
        expect(section.title.length, section.id).toBeGreaterThan(0);
        expect(section.instructions.length, section.id).toBeGreaterThan(0);
      }
      for (const group of groupsOf(content)) {
        expect(group.items.length, group.id).toBeGreaterThan(0);
        for (const item of group.items)
          expect(item.label.trim().length, item.id).toBeGreaterThan(0);
      }
    }
  });
});

describe('cognitive-v1', () => {
  const sections = cognitiveV1.sections;

  it('has four timed sections adding up to the 15-minute base', () => {
    expect(sections).toHaveLength(4);
    const limits = sections.map((section) => section.timeLimitSeconds ?? 0);
    expect(limits.every((limit) => limit > 0)).toBe(true);
    expect(limits.reduce((sum, limit) => sum + limit, 0)).toBe(COGNITIVE_BASE_MINUTES * 60);
    expect(sections.some((section) => section.isInformational === true)).toBe(false);
  });

  it('has at least eight real questions per section, all multiple choice', () => {
    for (const section of sections) {
      const items = section.itemGroups.flatMap((group) => group.items);
      expect(items.length, section.id).toBeGreaterThanOrEqual(8);
    }
    expect(groupsOf(cognitiveV1).every((group) => group.itemType === 'MULTIPLE_CHOICE')).toBe(true);
  });

  it('marks exactly one correct option among four or five on every question and sample', () => {
    for (const group of groupsOf(cognitiveV1)) {
      group.items.forEach((item, index) => {
        expect(correctCount(group, index), item.id).toBe(1);
        expect(item.options.length, item.id).toBeGreaterThanOrEqual(4);
        expect(item.options.length, item.id).toBeLessThanOrEqual(5);
        // Two identical labels would make the marked answer ambiguous.
        expect(new Set(item.options.map((option) => option.label)).size, item.id).toBe(
          item.options.length,
        );
      });
    }
  });

  it('gives every section a sample with an explanation', () => {
    for (const section of sections) {
      const samples = section.sampleItemGroups ?? [];
      expect(samples.length, section.id).toBeGreaterThan(0);
      for (const sample of samples) {
        expect(sample.explanation?.trim().length ?? 0, sample.id).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the correct answer out of a fixed position', () => {
    // A test-taker who always picks the same letter should not do well.
    const positions = groupsOf(cognitiveV1).flatMap((group) =>
      group.items.map((item) => item.options.findIndex((option) => option.correct === true)),
    );
    expect(new Set(positions).size).toBeGreaterThanOrEqual(3);
  });
});

describe('lateral-v1', () => {
  const [intro, ...rest] = lateralV1.sections;
  const groups = groupsOf(lateralV1);

  it('opens with an informational section without questions, then timed sections', () => {
    expect(intro?.isInformational).toBe(true);
    expect(intro?.itemGroups).toEqual([]);
    expect(intro?.sampleItemGroups ?? []).toEqual([]);
    expect(intro?.instructions.join(' ')).toMatch(/not shared with any firm/);
    expect(intro?.instructions.join(' ')).toMatch(/summarized/);
    expect(rest.length).toBeGreaterThanOrEqual(3);
    for (const section of rest) {
      expect(section.isInformational ?? false, section.id).toBe(false);
      expect(section.timeLimitSeconds ?? 0, section.id).toBeGreaterThan(0);
      expect(section.itemGroups.length, section.id).toBeGreaterThan(0);
    }
  });

  it('uses every item type', () => {
    expect(new Set(groups.map((group) => group.itemType))).toEqual(new Set(ITEM_TYPES));
  });

  it('marks no option correct: the questionnaire is unscored', () => {
    const options = groups.flatMap((group) => group.items.flatMap((item) => item.options));
    expect(options.filter((option) => option.correct !== undefined)).toEqual([]);
  });

  it('has an exclusive option only in multi-select, and at least one there', () => {
    const exclusive = groups.flatMap((group) =>
      group.items.flatMap((item) =>
        item.options.filter((option) => option.isExclusive === true).map(() => group.itemType),
      ),
    );
    expect(exclusive.length).toBeGreaterThan(0);
    expect(new Set(exclusive)).toEqual(new Set(['MULTISELECT']));
  });

  it('gives every matrix row one option per header, in order', () => {
    const matrices = groups.filter((group) => group.itemType === 'MATRIXTABLE');
    expect(matrices.length).toBeGreaterThan(0);
    for (const group of matrices) {
      const headers = group.headers ?? [];
      expect(headers.length, group.id).toBeGreaterThanOrEqual(2);
      for (const item of group.items) {
        expect(
          item.options.map((option) => option.label),
          item.id,
        ).toEqual(headers.map((header) => header.label));
      }
    }
  });

  it('gives text-input items no options and choice items at least two', () => {
    for (const group of groups) {
      for (const item of group.items) {
        if (group.itemType === 'TEXTINPUT') expect(item.options, item.id).toEqual([]);
        else expect(item.options.length, item.id).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('gives point-allocation groups a positive total of points', () => {
    const allocations = groups.filter((group) => group.itemType === 'POINTALLOCATION');
    expect(allocations.length).toBeGreaterThan(0);
    for (const group of allocations) expect(group.totalPoints ?? 0, group.id).toBeGreaterThan(0);
  });

  it('asks about 8 to 14 questions per timed section', () => {
    for (const section of rest) {
      const count = section.itemGroups.flatMap((group) => group.items).length;
      expect(count, section.id).toBeGreaterThanOrEqual(8);
      expect(count, section.id).toBeLessThanOrEqual(14);
    }
  });
});
