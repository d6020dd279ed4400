/**
 * Every assessment definition the server seeds (src/domain/assessments.ts describes the shape).
 * A definition is never edited once used: a change is a new file with a new id and version.
 */
import type { AssessmentContent } from '../../../../domain/assessments.ts';
import { cognitiveV1 } from './cognitive-v1.ts';
import { lateralV1 } from './lateral-v1.ts';

export const ASSESSMENT_CONTENTS: readonly AssessmentContent[] = [cognitiveV1, lateralV1];
