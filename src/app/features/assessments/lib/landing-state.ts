/**
 * What an assessment's landing page shows (spec 001 section 4, "Landing view choice"): exactly one
 * of loading, in progress, complete, voided, or the intro. Voided (an operator voided the attempt,
 * docs/decisions/046) wins over everything the sections say: there is nothing left to do. In progress is wider than the spec's "at least
 * one section complete": once started (IN_PROGRESS: the acknowledgements signed, perhaps a
 * section's clock running) the candidate is offered Continue, never the pre-start intro and its
 * Begin, whose promises ("you cannot pause or restart") no longer describe what lies ahead; the
 * spec's own wording ("Progress is 0 if no section is finished") allows it. Pure, so the rule is
 * tested alone.
 */
import { COGNITIVE_BASE_MINUTES, formatMinutes } from '../../../../domain/assessments.ts';
import { NO_ACCOMMODATION_MULTIPLIER } from '../../../../domain/accommodations.ts';
import { isCompleteStatus } from '../../../../domain/profile-completion.ts';

export type LandingView = 'loading' | 'inProgress' | 'complete' | 'voided' | 'intro';

export interface LandingAssessment {
  /** AssessmentStatus (READY, IN_PROGRESS, COMPLETE, VOIDED). */
  status: string;
  sections: readonly { status: string }[];
}

export interface SectionProgress {
  completed: number;
  total: number;
  /** Completed sections over all sections, 0..100; 0 when no section is finished (spec). */
  percent: number;
}

export function sectionProgress(assessment: LandingAssessment | null | undefined): SectionProgress {
  const total = assessment?.sections.length ?? 0;
  const completed = assessment?.sections.filter((s) => isCompleteStatus(s.status)).length ?? 0;
  return { completed, total, percent: total > 0 ? (completed / total) * 100 : 0 };
}

/**
 * `assessment` null while loading; once loaded and still absent (a preview of another account
 * type's assessment, nothing provisioned) the intro shows.
 */
export function landingView(
  loading: boolean,
  assessment: LandingAssessment | null | undefined,
): LandingView {
  if (loading) return 'loading';
  if (!assessment) return 'intro';
  if (assessment.status === 'VOIDED') return 'voided';
  if (isCompleteStatus(assessment.status)) return 'complete';
  const started =
    assessment.status === 'IN_PROGRESS' ||
    assessment.sections.some((s) => s.status !== 'NOT_STARTED');
  return started ? 'inProgress' : 'intro';
}

/** The accommodation multiplier in effect: anything missing or not above 0 reads as none. */
export function effectiveMultiplier(multiplier: number | null | undefined): number {
  return typeof multiplier === 'number' && multiplier > 0
    ? multiplier
    : NO_ACCOMMODATION_MULTIPLIER;
}

export function hasAccommodation(multiplier: number | null | undefined): boolean {
  return effectiveMultiplier(multiplier) !== NO_ACCOMMODATION_MULTIPLIER;
}

/** The cognitive time limit as shown: "15 minutes", "22.5 minutes" (spec 001 section 9). */
export function cognitiveTimeLimit(multiplier: number | null | undefined): string {
  return formatMinutes(COGNITIVE_BASE_MINUTES * effectiveMultiplier(multiplier));
}
