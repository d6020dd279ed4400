/**
 * Every assessment definition the server seeds (src/domain/assessments.ts describes the shape).
 * A definition is never edited once used: a change is a new file with a new id and version.
 */
import type { AssessmentContent } from '../../../../domain/assessments.ts';

export const ASSESSMENT_CONTENTS: readonly AssessmentContent[] = [];
