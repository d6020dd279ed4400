/** The education page's form: every school entry, each validated by the shared entry schema. */
import { z } from 'zod';
import { schoolEntrySchema, type SchoolEntryValues } from '../../../../domain/education.ts';

export const educationFormSchema = z.object({ schools: z.array(schoolEntrySchema) });

export interface EducationFormValues {
  schools: SchoolEntryValues[];
}
