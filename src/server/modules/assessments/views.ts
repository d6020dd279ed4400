/**
 * What the API answers about assessments (plain JSON: a replayed write answers the stored copy),
 * and the reads GetCandidateAssessments and GetAssessment.
 */
import type { AssessmentStatus, ItemType, SectionStatus } from '../../../domain/assessments.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  assessmentIn,
  content,
  type CandidateAssessmentRow,
  type CandidateSectionRow,
  type CandidateState,
} from './candidate-state.ts';
import type { SectionClock } from './clock.ts';
import type { StoredAssessment } from './content-store.ts';
import { currentCandidateState } from './expiry.ts';

export interface AssessmentSectionView {
  id: string;
  title: string;
  status: SectionStatus;
  timerMultiplier: number;
}

export interface AssessmentView {
  id: string;
  title: string;
  status: AssessmentStatus;
  sections: AssessmentSectionView[];
}

export interface ItemOptionView {
  id: string;
  label: string;
  isExclusive: boolean;
  isSelected: boolean;
  value: string | null;
  isCorrect: boolean | null;
}

export interface ItemView {
  id: string;
  label: string;
  value: string | null;
  options: ItemOptionView[];
}

export interface ItemGroupView {
  id: string;
  itemType: ItemType;
  leadingText: string;
  headers: { label: string; value: string }[];
  totalPoints: number | null;
  items: ItemView[];
  explanation: string | null;
}

export interface SectionInformationView {
  id: string | null;
  title: string | null;
  status: SectionStatus | null;
  completedSections: number;
  totalSections: number;
  timerDuration: number | null;
  timerRemaining: number | null;
  instructions: string[];
  sampleItemGroups: ItemGroupView[];
  isInformational: boolean;
}

export interface SectionQuestionsView {
  id: string | null;
  status: SectionStatus | null;
  completedSections: number;
  totalSections: number;
  timeRemaining: number | null;
  /**
   * Seconds after the deadline within which answers made in time can still arrive: the grace
   * window, or less when the attempt's other sections used its late-time budget (decision 053).
   */
  lateAnswerWindow: number | null;
  itemGroups: ItemGroupView[];
}

export interface ItemResponseResultView {
  status: SectionStatus;
  timeRemaining: number | null;
  /** Accepted after the deadline (docs/decisions/053); absent from results stored before it. */
  recordedLate?: boolean;
}

function toAssessmentView(
  stored: StoredAssessment,
  row: CandidateAssessmentRow,
  sectionRows: CandidateSectionRow[],
  userMultiplier: number,
): AssessmentView {
  const bySection = new Map(sectionRows.map((s) => [s.sectionId, s]));
  return {
    id: stored.id,
    title: stored.title,
    status: row.status,
    sections: stored.sections.map((section) => {
      const progress = bySection.get(section.id);
      const status = progress?.status ?? 'NOT_STARTED';
      return {
        id: section.id,
        title: section.title,
        status,
        timerMultiplier: status === 'NOT_STARTED' ? userMultiplier : progress!.timerMultiplier,
      };
    }),
  };
}

/** The views of `rows` from `state` (their definitions come from the cache after a first read). */
export async function viewsOf(
  db: DbExecutor,
  state: CandidateState,
  rows: CandidateAssessmentRow[],
): Promise<AssessmentView[]> {
  const views: AssessmentView[] = [];
  for (const row of rows) {
    const stored = await content(db, row.assessmentId);
    const own = state.sections.filter((s) => s.candidateAssessmentId === row.id);
    views.push(toAssessmentView(stored, row, own, state.multiplier));
  }
  return views;
}

/** GetCandidateAssessments: the caller's assessments, oldest first. */
export async function listCandidateAssessments(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
): Promise<AssessmentView[]> {
  const state = await currentCandidateState(db, clock, userId);
  return viewsOf(db, state, state.assessments);
}

/** GetAssessment: the caller's assessment with this definition id, or NOT_FOUND. */
export async function findCandidateAssessment(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
  assessmentId: string,
): Promise<AssessmentView> {
  const state = await currentCandidateState(db, clock, userId, assessmentId);
  const [view] = await viewsOf(db, state, [assessmentIn(state, assessmentId)]);
  return view!;
}
