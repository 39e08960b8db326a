import { z } from 'zod';

/** The metrics the web app reports (web-vitals' names); anything else is refused. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/**
 * One page visit's Web Vitals as the browser's beacon sends them. Times are milliseconds (at most
 * ten minutes), CLS a unitless score; the page is a path of the app, never a full URL with a query.
 */
export const vitalsReportSchema = z.strictObject({
  page: z
    .string()
    .max(200)
    .regex(/^\/[A-Za-z0-9/_-]*$/),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(VITAL_NAMES),
        value: z.number().finite().min(0).max(600_000),
        rating: z.enum(['good', 'needs-improvement', 'poor']),
        navigationType: z
          .string()
          .max(40)
          .regex(/^[a-z-]*$/)
          .optional(),
      }),
    )
    .min(1)
    .max(VITAL_NAMES.length),
});

export type VitalsReport = z.infer<typeof vitalsReportSchema>;

/** The report in a body, or null when the body is not one (bad JSON, wrong shape, values out of range). */
export function parseVitalsReport(body: string): VitalsReport | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = vitalsReportSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
