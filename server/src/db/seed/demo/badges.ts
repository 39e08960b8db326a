import type { Db } from '../../client.js';
import { badges, earnedBadges } from '../../schema/index.js';
import { insertAll } from '../factories/insert.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoPeople } from './people.js';

const TOP_STUDENT = "Finish the class with a grade of at least the badge's minimum.";

/** The badge catalogue (Top Student needs at least 70%) and the badges Alice has earned. */
export async function seedBadges(db: Db, people: DemoPeople, catalog: DemoCatalog) {
  const [honor, bronze, silver, gold] = await insertAll(db, badges, [
    { title: 'Honor Roll', ranking: 'HONOR', description: 'A grade of 95% or more.', minGrade: 95, imageUrl: '/images/badges/honor.svg' },
    { title: 'Top Student', ranking: 'BRONZE', description: TOP_STUDENT, minGrade: 70, imageUrl: '/images/badges/bronze.svg' },
    { title: 'Top Student', ranking: 'SILVER', description: TOP_STUDENT, minGrade: 80, imageUrl: '/images/badges/silver.svg' },
    { title: 'Top Student', ranking: 'GOLD', description: TOP_STUDENT, minGrade: 90, imageUrl: '/images/badges/gold.svg' },
  ]);
  const { alice } = people.williams;
  const ethan = people.otherFamilies[0]!.student;
  const earned = await insertAll(db, earnedBadges, [
    { badgeId: gold!.id, studentId: alice.id, classroomId: catalog.classroom('geometryRecent').id, tentative: false },
    { badgeId: silver!.id, studentId: alice.id, classroomId: catalog.classroom('writingPast').id, tentative: false },
    { badgeId: silver!.id, studentId: alice.id, classroomId: catalog.classroom('preAlgebraCampus').id, tentative: true },
    { badgeId: honor!.id, studentId: ethan.id, classroomId: catalog.classroom('preAlgebraCampus').id, tentative: true },
  ]);
  return { catalogue: { honor: honor!, bronze: bronze!, silver: silver!, gold: gold! }, earned };
}
