import { z } from 'zod';
import { isUsState, isValidZip } from './text-checks.js';

export * from './text-checks.js';

/** The student profile form (family-catalog-payment.md §2 "Profiles"). Blank strings mean "not given". */
export const studentProfileSchema = z.object({
  school: z.string().trim().max(120),
  grade: z.number().int().min(0).max(12),
  birthdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  street: z.string().trim().max(200),
  city: z.string().trim().max(100),
  state: z
    .string()
    .trim()
    .refine((s) => s === '' || isUsState(s)),
  zip: z
    .string()
    .trim()
    .refine((s) => s === '' || isValidZip(s)),
  country: z.string().trim().max(100),
});
export type StudentProfileInput = z.infer<typeof studentProfileSchema>;
