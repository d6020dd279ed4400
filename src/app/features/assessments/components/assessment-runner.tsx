/**
 * The in-assessment view shared by the cognitive (/assessments/cognitive-skills-app) and lateral
 * (/assessments/lateral-app, /lateral-content) flows: section info, section questions, end of
 * assessment. Filled in by the assessment engine work (issue 6).
 */
export interface AssessmentRunnerProps {
  /** The assessment definition's id (COGNITIVE_ASSESSMENT_ID or LATERAL_ASSESSMENT_ID). */
  assessmentId: string;
  variant: 'cognitive' | 'lateral';
  /** Where "Close Assessment", a missing section and a complete assessment lead. */
  landingPath: string;
  userId: string;
}

export function AssessmentRunner(_props: AssessmentRunnerProps) {
  return null;
}
