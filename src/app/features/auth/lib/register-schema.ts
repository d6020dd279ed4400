/**
 * The registration form's schema, derived from the shared register body schema (src/domain) so the
 * form and the server agree on limits and messages. Password strength shows as a checklist, so the
 * field itself only says 'Password is invalid.'.
 */
import { z } from 'zod';
import { registerInputSchema } from '../../../../domain/auth-schemas.ts';
import { messages } from '../../../../domain/messages.ts';
import { isStrongPassword } from '../../../../domain/password-rules.ts';

export const registerFormSchema = registerInputSchema
  .pick({ email: true, firstName: true, lastName: true })
  .extend({
    password: z
      .string()
      .min(1, messages.requiredShort)
      .refine(isStrongPassword, messages.passwordInvalid),
    industryContext: z.string().min(1, messages.industryRequired),
    termsAndPrivacyAgreed: z.boolean().refine((agreed) => agreed, messages.termsRequired),
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;
