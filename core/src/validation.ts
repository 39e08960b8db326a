import { z } from 'zod';
import { FIELD_LIMITS } from './text-limits.js';
import { isUsState, isValidZip } from './text-checks.js';

export * from './text-checks.js';
export * from './text-limits.js';

// The app's pages allow no eval (their Content-Security-Policy): zod's probe for it (`new Function`)
// is reported as a violation although zod catches it, so in a browser its checks run uncompiled.
// Before any schema below: each decides at its creation. The server keeps the compiled checks.
if ('document' in globalThis) z.config({ jitless: true });

/** The student profile form (family-catalog-payment.md §2 "Profiles"). Blank strings mean "not given". */
export const studentProfileSchema = z.object({
  school: z.string().trim().max(FIELD_LIMITS.school.max),
  grade: z.number().int().min(0).max(12),
  birthdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  street: z.string().trim().max(FIELD_LIMITS.street.max),
  city: z.string().trim().max(FIELD_LIMITS.city.max),
  state: z
    .string()
    .trim()
    .refine((s) => s === '' || isUsState(s)),
  zip: z
    .string()
    .trim()
    .refine((s) => s === '' || isValidZip(s)),
  country: z.string().trim().max(FIELD_LIMITS.country.max),
});
export type StudentProfileInput = z.infer<typeof studentProfileSchema>;
