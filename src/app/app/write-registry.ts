/**
 * Every write a candidate makes through the outbox, declared once in its feature's api/ folder
 * (lib/writes/define-write.ts; docs/decisions/034-write-registry.md). The outbox looks a delivered
 * entry up here (`writeFor`, given to it by outbox-follows-session.ts) to run what its delivery
 * changes. A write missing from this list is still sent, but its delivery refreshes nothing: the
 * registry test fails on it.
 */
import { setAccountTypeWrite } from '../features/account-type/api/set-account-type.ts';
import { sectionCloseWrite } from '../features/assessments/api/close-section.ts';
import { recordSectionActivityWrite } from '../features/assessments/api/record-section-activity.ts';
import { submitItemResponseWrite } from '../features/assessments/api/submit-item-response.ts';
import {
  setSurveyAnswerMultiValueWrite,
  setSurveyAnswerWrite,
} from '../features/behavioral/api/set-user-survey-answer.ts';
import { surveyCompleteWrite } from '../features/behavioral/api/set-user-survey-complete.ts';
import { updateCandidateInvitationWrite } from '../features/connections/api/update-candidate-invitation.ts';
import { updateCompanyCandidateAssociationWrite } from '../features/connections/api/update-company-candidate-association.ts';
import { setSecondaryContactInfoWrite } from '../features/contact-info/api/set-secondary-contact-info.ts';
import { updatePersonalInformationWrite } from '../features/demographics/api/update-personal-information.ts';
import { updateUserSchoolsWrite } from '../features/education/api/update-user-schools-array.ts';
import { submitFeedbackWrite } from '../features/layout/api/submit-feedback.ts';
import { deleteResumeWrite } from '../features/resume/api/delete-resume.ts';
import { settingsWrites } from '../features/user-settings/api/settings-writes.ts';
import { updateLocationPreferencesWrite } from '../features/work-preferences/api/update-user-location-preferences.ts';
import type { OutboxEntry } from '../lib/outbox/types.ts';
import type { AnyWriteDefinition } from '../lib/writes/define-write.ts';

export const writeRegistry: readonly AnyWriteDefinition[] = [
  setAccountTypeWrite,
  submitItemResponseWrite,
  sectionCloseWrite,
  recordSectionActivityWrite,
  setSurveyAnswerWrite,
  setSurveyAnswerMultiValueWrite,
  surveyCompleteWrite,
  updateCandidateInvitationWrite,
  updateCompanyCandidateAssociationWrite,
  setSecondaryContactInfoWrite,
  updatePersonalInformationWrite,
  updateUserSchoolsWrite,
  submitFeedbackWrite,
  deleteResumeWrite,
  ...settingsWrites,
  updateLocationPreferencesWrite,
];

const byOperation = new Map(writeRegistry.map((write) => [write.operation, write]));

/** The declaration of an entry's write (undefined: an entry stored by an older build). */
export function writeFor(operation: string): AnyWriteDefinition | undefined {
  return byOperation.get(operation);
}

/** The write of an entry in the candidate's words ("a change" for one no build declares now). */
export function describeWrite(entry: Pick<OutboxEntry, 'operation'>): string {
  return writeFor(entry.operation)?.label ?? 'a change';
}

/** True when the screen that made the entry's write reports its refusal (the timed runner). */
export function refusalShownByScreen(entry: Pick<OutboxEntry, 'operation'>): boolean {
  return writeFor(entry.operation)?.refusalShownByScreen === true;
}

/** True when the entry is one of the candidate's answers (a timed or a questionnaire answer). */
export function isAnswer(entry: Pick<OutboxEntry, 'operation'>): boolean {
  return writeFor(entry.operation)?.answer === true;
}
