// The login form's rules (zod): what is refused before the staff API is asked. Messages are the
// app's message ids.
import { z } from 'zod';

export const passwordStepRules = z.object({
  email: z.string().trim().min(1, 'bo.login.email_required').email('bo.login.email_invalid'),
  password: z.string().min(1, 'bo.login.password_required'),
});

export const codeStepRules = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'bo.login.code_invalid'),
});
