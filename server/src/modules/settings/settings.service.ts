import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academySettings } from '../../db/schema/index.js';
import { notFound } from '../../graphql/errors.js';

export type AcademySettings = typeof academySettings.$inferSelect;

export async function getSettings(db: Db): Promise<AcademySettings> {
  const [row] = await db.select().from(academySettings).where(eq(academySettings.id, 1)).limit(1);
  if (!row) throw notFound();
  return row;
}
