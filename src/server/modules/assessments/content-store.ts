/**
 * The timed assessments' content in the database: seeded from the content files (a stored
 * definition is never updated: candidates' rows refer to its ids), and read back once per process.
 * Content never changes once stored, so the engine keeps each definition in memory by id after its
 * first read; answering an item then costs no content query at all.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AssessmentContent, AssessmentKind, ItemType } from '../../../domain/assessments.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  assessmentSections,
  assessments,
  itemGroups,
  itemOptions,
  items,
} from '../../db/schema.ts';
import { ASSESSMENT_CONTENTS } from './content/index.ts';

export interface StoredOption {
  id: string;
  label: string;
  isExclusive: boolean;
  isCorrect: boolean;
}

export interface StoredItem {
  id: string;
  label: string;
  value: string | null;
  options: StoredOption[];
  optionsById: Map<string, StoredOption>;
  group: StoredGroup;
}

export interface StoredGroup {
  id: string;
  sectionId: string;
  isSample: boolean;
  itemType: ItemType;
  leadingText: string;
  headers: { label: string; value: string }[];
  totalPoints: number | null;
  explanation: string | null;
  items: StoredItem[];
}

export interface StoredSection {
  id: string;
  position: number;
  title: string;
  instructions: string[];
  isInformational: boolean;
  timeLimitSeconds: number | null;
  sampleGroups: StoredGroup[];
  groups: StoredGroup[];
}

export interface StoredAssessment {
  id: string;
  kind: AssessmentKind;
  version: number;
  title: string;
  /** By position. */
  sections: StoredSection[];
  sectionsById: Map<string, StoredSection>;
  /** Real (not sample) items only: the ones a candidate answers. */
  itemsById: Map<string, StoredItem>;
}

/** Inserts every definition whose id is not stored yet, whole or not at all; never updates one. */
export async function seedAssessmentContents(
  db: DbExecutor,
  contents: readonly AssessmentContent[] = ASSESSMENT_CONTENTS,
): Promise<void> {
  for (const content of contents) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(assessments)
        .values({
          id: content.id,
          kind: content.kind,
          version: content.version,
          title: content.title,
        })
        .onConflictDoNothing()
        .returning({ id: assessments.id });
      if (inserted.length === 0) return; // stored already: left exactly as it is

      const sectionRows = content.sections.map((section, position) => ({
        id: section.id,
        assessmentId: content.id,
        position,
        title: section.title,
        instructions: section.instructions,
        isInformational: section.isInformational ?? false,
        timeLimitSeconds: section.timeLimitSeconds ?? null,
      }));
      const groupRows: (typeof itemGroups.$inferInsert)[] = [];
      const itemRows: (typeof items.$inferInsert)[] = [];
      const optionRows: (typeof itemOptions.$inferInsert)[] = [];
      for (const section of content.sections) {
        const groups = [
          ...(section.sampleItemGroups ?? []).map((group) => ({ group, isSample: true })),
          ...section.itemGroups.map((group) => ({ group, isSample: false })),
        ];
        groups.forEach(({ group, isSample }, groupPosition) => {
          groupRows.push({
            id: group.id,
            sectionId: section.id,
            position: groupPosition,
            isSample,
            itemType: group.itemType,
            leadingText: group.leadingText,
            headers: group.headers ?? [],
            totalPoints: group.totalPoints ?? null,
            explanation: group.explanation ?? null,
          });
          group.items.forEach((item, itemPosition) => {
            itemRows.push({
              id: item.id,
              itemGroupId: group.id,
              position: itemPosition,
              label: item.label,
              value: item.value ?? null,
            });
            item.options.forEach((option, optionPosition) =>
              optionRows.push({
                id: option.id,
                itemId: item.id,
                position: optionPosition,
                label: option.label,
                isExclusive: option.isExclusive ?? false,
                isCorrect: option.correct ?? false,
              }),
            );
          });
        });
      }
      if (sectionRows.length > 0) await tx.insert(assessmentSections).values(sectionRows);
      // In slices: one statement may carry at most 65,535 parameters.
      for (const [table, rows] of [
        [itemGroups, groupRows],
        [items, itemRows],
        [itemOptions, optionRows],
      ] as const) {
        for (let i = 0; i < rows.length; i += 1000) {
          await tx.insert(table).values(rows.slice(i, i + 1000) as never);
        }
      }
    });
  }
}

const cache = new Map<string, StoredAssessment>();

/** A real item and the definition it belongs to. */
export interface StoredItemLocation {
  assessment: StoredAssessment;
  item: StoredItem;
}

/** Every real item of the cached definitions, by id: an answer finds its item without a query. */
const itemIndex = new Map<string, StoredItemLocation>();

/** The definition with this id (cached once read), or null when no such definition is stored. */
export async function storedAssessment(
  db: DbExecutor,
  id: string,
): Promise<StoredAssessment | null> {
  const cached = cache.get(id);
  if (cached) return cached;

  const [definition] = await db.select().from(assessments).where(eq(assessments.id, id));
  if (!definition) return null;
  const sectionRows = await db
    .select()
    .from(assessmentSections)
    .where(eq(assessmentSections.assessmentId, id))
    .orderBy(asc(assessmentSections.position));
  const sectionIds = sectionRows.map((s) => s.id);
  const groupRows =
    sectionIds.length === 0
      ? []
      : await db
          .select()
          .from(itemGroups)
          .where(inArray(itemGroups.sectionId, sectionIds))
          .orderBy(asc(itemGroups.position));
  const groupIds = groupRows.map((g) => g.id);
  const itemRows =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(items)
          .where(inArray(items.itemGroupId, groupIds))
          .orderBy(asc(items.position));
  const optionRows =
    itemRows.length === 0
      ? []
      : await db
          .select({
            id: itemOptions.id,
            itemId: itemOptions.itemId,
            label: itemOptions.label,
            isExclusive: itemOptions.isExclusive,
            isCorrect: itemOptions.isCorrect,
          })
          .from(itemOptions)
          .innerJoin(items, eq(items.id, itemOptions.itemId))
          .innerJoin(itemGroups, eq(itemGroups.id, items.itemGroupId))
          .innerJoin(assessmentSections, eq(assessmentSections.id, itemGroups.sectionId))
          .where(eq(assessmentSections.assessmentId, id))
          .orderBy(asc(itemOptions.position));

  const sections = sectionRows.map((row): StoredSection => ({
    id: row.id,
    position: row.position,
    title: row.title,
    instructions: row.instructions,
    isInformational: row.isInformational,
    timeLimitSeconds: row.timeLimitSeconds,
    sampleGroups: [],
    groups: [],
  }));
  const sectionsById = new Map(sections.map((s) => [s.id, s]));
  const groupsById = new Map<string, StoredGroup>();
  for (const row of groupRows) {
    const group: StoredGroup = {
      id: row.id,
      sectionId: row.sectionId,
      isSample: row.isSample,
      itemType: row.itemType,
      leadingText: row.leadingText,
      headers: row.headers,
      totalPoints: row.totalPoints,
      explanation: row.explanation,
      items: [],
    };
    groupsById.set(group.id, group);
    const section = sectionsById.get(row.sectionId)!;
    (group.isSample ? section.sampleGroups : section.groups).push(group);
  }
  const allItems = new Map<string, StoredItem>();
  const itemsById = new Map<string, StoredItem>();
  for (const row of itemRows) {
    const group = groupsById.get(row.itemGroupId)!;
    const item: StoredItem = {
      id: row.id,
      label: row.label,
      value: row.value,
      options: [],
      optionsById: new Map(),
      group,
    };
    group.items.push(item);
    allItems.set(item.id, item);
    if (!group.isSample) itemsById.set(item.id, item);
  }
  for (const row of optionRows) {
    const item = allItems.get(row.itemId)!;
    const option: StoredOption = {
      id: row.id,
      label: row.label,
      isExclusive: row.isExclusive,
      isCorrect: row.isCorrect,
    };
    item.options.push(option);
    item.optionsById.set(option.id, option);
  }

  const loaded: StoredAssessment = {
    id: definition.id,
    kind: definition.kind,
    version: definition.version,
    title: definition.title,
    sections,
    sectionsById,
    itemsById,
  };
  cache.set(id, loaded);
  for (const item of itemsById.values()) itemIndex.set(item.id, { assessment: loaded, item });
  return loaded;
}

/**
 * The real (not sample) item with this id and its definition, or null. Once its definition is
 * cached this costs no query; before, one query finds which definition to load.
 */
export async function storedItem(
  db: DbExecutor,
  itemId: string,
): Promise<StoredItemLocation | null> {
  const known = itemIndex.get(itemId);
  if (known) return known;
  const [row] = await db
    .select({ assessmentId: assessmentSections.assessmentId })
    .from(items)
    .innerJoin(itemGroups, eq(itemGroups.id, items.itemGroupId))
    .innerJoin(assessmentSections, eq(assessmentSections.id, itemGroups.sectionId))
    .where(and(eq(items.id, itemId), eq(itemGroups.isSample, false)));
  if (!row) return null;
  await storedAssessment(db, row.assessmentId);
  return itemIndex.get(itemId) ?? null;
}

/** The id of the newest stored definition of this kind, or null when none is stored. */
export async function newestAssessmentId(
  db: DbExecutor,
  kind: AssessmentKind,
): Promise<string | null> {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(eq(assessments.kind, kind))
    .orderBy(desc(assessments.version), desc(assessments.createdAt))
    .limit(1);
  return row?.id ?? null;
}
