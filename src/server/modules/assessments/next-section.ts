/**
 * The next section of a started assessment: its information (instructions, samples with their
 * answers, the time it will give) and its questions. The server owns time
 * (src/server/modules/README.md): a section's deadline is fixed when its questions are first
 * served, with the candidate's multiplier at that moment.
 */
import { and, eq } from 'drizzle-orm';
import { assessmentMessages as m, sectionLimitSeconds } from '../../../domain/assessments.ts';
import type { DbExecutor } from '../../db/client.ts';
import { candidateSections } from '../../db/schema.ts';
import { secondsLeft, type ResponseValue } from './answer-rules.ts';
import {
  assessmentIn,
  content,
  type CandidateAssessmentRow,
  type CandidateSectionRow,
  sectionResponses,
} from './candidate-state.ts';
import type { SectionClock } from './clock.ts';
import { lateAnswerWindowSeconds } from './contacts.ts';
import type { StoredAssessment, StoredGroup, StoredSection } from './content-store.ts';
import { badInput, refuseVoided } from './errors.ts';
import { currentCandidateState } from './expiry.ts';
import type { ItemGroupView, SectionInformationView, SectionQuestionsView } from './views.ts';

interface NextSection {
  row: CandidateAssessmentRow;
  stored: StoredAssessment;
  section: StoredSection | null;
  progress: CandidateSectionRow | null;
  completedSections: number;
  totalSections: number;
  userMultiplier: number;
}

/** The first section (by position) not complete, in a started assessment of the caller's. */
async function nextSection(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
  assessmentId: string,
): Promise<NextSection> {
  const state = await currentCandidateState(db, clock, userId, assessmentId);
  const row = assessmentIn(state, assessmentId);
  refuseVoided(row);
  if (row.status === 'READY') throw badInput(m.notStarted);
  const stored = await content(db, row.assessmentId);
  const progress = state.sections.filter((s) => s.candidateAssessmentId === row.id);
  const bySection = new Map(progress.map((p) => [p.sectionId, p]));
  const statusOf = (s: StoredSection) => bySection.get(s.id)?.status ?? 'NOT_STARTED';
  const section = stored.sections.find((s) => statusOf(s) !== 'COMPLETE') ?? null;
  const multiplier = state.multiplier;
  return {
    row,
    stored,
    section,
    progress: section ? (bySection.get(section.id) ?? null) : null,
    completedSections: stored.sections.filter((s) => statusOf(s) === 'COMPLETE').length,
    totalSections: stored.sections.length,
    userMultiplier: multiplier,
  };
}

function groupView(
  group: StoredGroup,
  responses: Map<string, ResponseValue[]>,
  withAnswers: boolean,
): ItemGroupView {
  return {
    id: group.id,
    itemType: group.itemType,
    leadingText: group.leadingText,
    headers: group.headers,
    totalPoints: group.totalPoints,
    // Correctness and explanations belong to sample items only: never to a real question.
    explanation: withAnswers ? group.explanation : null,
    items: group.items.map((item) => {
      const response = responses.get(item.id) ?? [];
      const picked = new Map(response.filter((v) => v.id).map((v) => [v.id!, v.value ?? null]));
      const text = group.itemType === 'TEXTINPUT' ? (response[0]?.value ?? null) : null;
      return {
        id: item.id,
        label: item.label,
        value: group.itemType === 'TEXTINPUT' ? text : item.value,
        options: item.options.map((option) => ({
          id: option.id,
          label: option.label,
          isExclusive: option.isExclusive,
          isSelected: picked.has(option.id),
          value: group.itemType === 'POINTALLOCATION' ? (picked.get(option.id) ?? null) : null,
          isCorrect: withAnswers ? option.isCorrect : null,
        })),
      };
    }),
  };
}

const NO_RESPONSES = new Map<string, ResponseValue[]>();

/** GetNextAssessmentSectionInformation: what the candidate reads before the next section. */
export async function nextSectionInformation(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
  assessmentId: string,
): Promise<SectionInformationView> {
  const next = await nextSection(db, clock, userId, assessmentId);
  const { section, progress, completedSections, totalSections } = next;
  if (!section) {
    return {
      id: null,
      title: null,
      status: null,
      completedSections,
      totalSections,
      timerDuration: null,
      timerRemaining: null,
      instructions: [],
      sampleItemGroups: [],
      isInformational: false,
    };
  }
  const status = progress?.status ?? 'NOT_STARTED';
  const multiplier =
    status === 'NOT_STARTED' || !progress ? next.userMultiplier : progress.timerMultiplier;
  const timerDuration =
    section.timeLimitSeconds === null
      ? null
      : sectionLimitSeconds(section.timeLimitSeconds, multiplier);
  const timerRemaining =
    timerDuration === null
      ? null
      : progress?.deadlineAt
        ? secondsLeft(progress.deadlineAt, clock.now())
        : timerDuration;
  return {
    id: section.id,
    title: section.title,
    status,
    completedSections,
    totalSections,
    timerDuration,
    timerRemaining,
    instructions: section.instructions,
    sampleItemGroups: section.sampleGroups.map((g) => groupView(g, NO_RESPONSES, true)),
    isInformational: section.isInformational,
  };
}

/**
 * GetNextAssessmentSectionQuestions: the next section's questions with the candidate's answers.
 * Serving them the first time starts the section's clock (its deadline: limit x multiplier).
 */
export async function nextSectionQuestions(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
  assessmentId: string,
): Promise<SectionQuestionsView> {
  const next = await nextSection(db, clock, userId, assessmentId);
  const { row, section, completedSections, totalSections } = next;
  let progress = next.progress;
  if (!section || !progress) {
    return {
      id: section?.id ?? null,
      status: section ? 'NOT_STARTED' : null,
      completedSections,
      totalSections,
      timeRemaining: null,
      lateAnswerWindow: null,
      itemGroups: [],
    };
  }
  if (section.isInformational) {
    // Nothing to answer: the candidate closes it (MANUAL) from its information screen.
    return {
      id: section.id,
      status: progress.status,
      completedSections,
      totalSections,
      timeRemaining: null,
      lateAnswerWindow: null,
      itemGroups: [],
    };
  }

  if (progress.status === 'NOT_STARTED') {
    // The clock starts now, once: a second request finds it started and keeps its deadline.
    const now = clock.now();
    const multiplier = next.userMultiplier;
    const deadlineAt =
      section.timeLimitSeconds === null
        ? null
        : new Date(
            now.getTime() + sectionLimitSeconds(section.timeLimitSeconds, multiplier) * 1000,
          );
    const [started] = await db
      .update(candidateSections)
      .set({ status: 'IN_PROGRESS', startedAt: now, timerMultiplier: multiplier, deadlineAt })
      .where(
        and(
          eq(candidateSections.userId, userId),
          eq(candidateSections.candidateAssessmentId, row.id),
          eq(candidateSections.sectionId, section.id),
          eq(candidateSections.status, 'NOT_STARTED'),
        ),
      )
      .returning();
    progress =
      started ??
      (
        await db
          .select()
          .from(candidateSections)
          .where(
            and(
              eq(candidateSections.userId, userId),
              eq(candidateSections.candidateAssessmentId, row.id),
              eq(candidateSections.sectionId, section.id),
            ),
          )
      )[0]!;
  }

  const responses = await sectionResponses(db, userId, row.id, section.id);
  const byItem = new Map(responses.map((r) => [r.itemId, r.values]));
  return {
    id: section.id,
    status: progress.status,
    completedSections,
    totalSections,
    timeRemaining: secondsLeft(progress.deadlineAt, clock.now()),
    lateAnswerWindow:
      progress.deadlineAt === null
        ? null
        : await lateAnswerWindowSeconds(db, clock, userId, row.id, section.id),
    itemGroups: section.groups.map((g) => groupView(g, byItem, false)),
  };
}
