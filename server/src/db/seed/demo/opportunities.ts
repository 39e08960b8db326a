import type { Db } from '../../client.js';
import { createOpportunity, createTrial } from '../factories/catalog.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoPeople } from './people.js';

/** Alice is trying biology up to lesson 2 (stage TRIAL, status OPEN: it comes back with her sign-in). */
export async function seedOpportunities(db: Db, people: DemoPeople, catalog: DemoCatalog) {
  const { alice, bob, family } = people.williams;
  const aliceTrial = await createOpportunity(db, {
    studentId: alice.id,
    familyAccountId: family.id,
    stage: 'TRIAL',
    status: 'OPEN',
    responsibleEmployeeId: people.staff.admin.id,
    notes: 'Interested in biology after the science fair; trying the first two lessons.',
  });
  const toLesson = catalog.lessonsOf('biology').find(({ plan }) => plan.order === 2)!.lesson;
  const trial = await createTrial(db, {
    opportunityId: aliceTrial.id,
    classroomId: catalog.classroom('biology').id,
    toLessonId: toLesson.id,
  });
  const bobEnrolled = await createOpportunity(db, {
    studentId: bob.id,
    familyAccountId: family.id,
    stage: 'ENROLLMENT',
    status: 'WON',
    responsibleEmployeeId: people.staff.admin.id,
    notes: 'Enrolled in weekly tutoring.',
  });
  const ethan = people.otherFamilies[0]!;
  const ethanLead = await createOpportunity(db, {
    studentId: ethan.student.id,
    familyAccountId: ethan.family.id,
    stage: 'LEAD',
    status: 'OPEN',
    notes: 'Asked about the Olympiad track.',
  });
  return { aliceTrial, trial, bobEnrolled, ethanLead };
}
