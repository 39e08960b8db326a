import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academySettings } from '../../db/schema/index.js';
import { notFound } from '../../graphql/errors.js';
import type { AcademyFacts } from '../../http/first-page-drawing.js';
import { APP_VERSION } from '../../version.js';

export type AcademySettings = typeof academySettings.$inferSelect;

/** The settings row; null before the academy is set up. */
async function findSettings(db: Db): Promise<AcademySettings | null> {
  const [row] = await db.select().from(academySettings).where(eq(academySettings.id, 1)).limit(1);
  return row ?? null;
}

export async function getSettings(db: Db): Promise<AcademySettings> {
  const row = await findSettings(db);
  if (!row) throw notFound();
  return row;
}

/**
 * What the app's Academy query reads (web/src/app/academy.ts), for the first pages the server
 * draws; null before the academy is set up (there are no facts to show yet).
 */
export async function getAcademyFacts(db: Db): Promise<AcademyFacts | null> {
  const row = await findSettings(db);
  if (!row) return null;
  const { name, phoneNumber, supportHours, introVideoUrl, helpVideoUrl, promoBanner, timeZone } = row;
  return { academy: { name, phoneNumber, supportHours, introVideoUrl, helpVideoUrl, promoBanner, timeZone }, appVersion: APP_VERSION };
}
