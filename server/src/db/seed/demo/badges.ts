import type { Db } from '../../client.js';
import { badges } from '../../schema/index.js';
import { insertAll } from '../factories/insert.js';

const TOP_STUDENT = "Finish the class with a grade of at least the badge's minimum.";

/**
 * The badge catalogue (Top Student needs at least 70%). Who earned which is computed from the
 * students' class grades: Alice's work earns her badges the Williams parent sees on /reports.
 */
export async function seedBadges(db: Db) {
  const [honor, bronze, silver, gold] = await insertAll(db, badges, [
    { title: 'Honor Roll', ranking: 'HONOR', description: 'A grade of 95% or more.', minGrade: 95, imageUrl: '/images/badges/honor.svg' },
    { title: 'Top Student', ranking: 'BRONZE', description: TOP_STUDENT, minGrade: 70, imageUrl: '/images/badges/bronze.svg' },
    { title: 'Top Student', ranking: 'SILVER', description: TOP_STUDENT, minGrade: 80, imageUrl: '/images/badges/silver.svg' },
    { title: 'Top Student', ranking: 'GOLD', description: TOP_STUDENT, minGrade: 90, imageUrl: '/images/badges/gold.svg' },
  ]);
  return { catalogue: { honor: honor!, bronze: bronze!, silver: silver!, gold: gold! } };
}
