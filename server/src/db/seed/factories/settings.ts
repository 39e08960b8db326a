import type { Db } from '../../client.js';
import { academySettings } from '../../schema/index.js';

export type NewSettings = typeof academySettings.$inferInsert;

/** The academy's settings row, seeded with the specs' values (terms, phone, support hours). */
export async function createSettings(db: Db, values: Partial<NewSettings> = {}) {
  const [row] = await db
    .insert(academySettings)
    .values({
      id: 1,
      name: 'Solve Academy',
      phoneNumber: '(408) 555-0123',
      supportEmail: 'support@solve.test',
      timeZone: 'America/Los_Angeles',
      currentQuarter: 'WINTER',
      currentYear: 2026,
      nextQuarter: 'SPRING',
      nextYear: 2027,
      catalogQuarter: 'WINTER',
      catalogYear: 2026,
      earlyBirdDeadlines: { WINTER: '2026-11-15', SPRING: '2027-02-15', SUMMER: '2027-05-15', FALL: '2027-08-15' },
      introVideoUrl: 'https://www.youtube.com/watch?v=aircAruvnKk',
      helpVideoUrl: 'https://www.youtube.com/watch?v=WUvTyaaNkzM',
      promoBanner: 'Winter 2026 classes are open: early-bird tuition $50 off per class.',
      ...values,
    })
    .returning();
  return row!;
}
