import { offerEndsAt, OFFER_HOURS_RANGE } from '@solve/core/waitlist';
import type { Db } from '../../client.js';
import { classroomInstructors, classrooms, enrollments, waitlistEntries } from '../../schema/index.js';
import { insertAll } from '../factories/insert.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoPeople } from './people.js';

/**
 * A full class with a waitlist: a small section of the foundations course (three seats, two taken)
 * whose last seat is held for Bob Williams, with Ethan and Noah waiting behind him. The demo parent
 * sees the held seat on the catalog card and on HOME and can pay for it; the admin sees the line
 * on the class's page. The offer lasts as long as the setting allows, so a fresh demo shows it.
 */
export async function seedWaitlist(db: Db, people: DemoPeople, catalog: DemoCatalog, now: Date) {
  const base = catalog.classroom('foundations');
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = base;
  const [classroom] = await db
    .insert(classrooms)
    .values({
      ...copy,
      code: 'MF4-W',
      title: base.title.replace(/^[^:]+:/, 'MF4-W:'),
      enrollmentMax: 3,
      startTime: '10:00',
      endTime: '11:00',
    })
    .returning();
  const classroomId = classroom!.id;
  await db.insert(classroomInstructors).values({ classroomId, employeeId: people.staff.teacher.id, isLead: true, order: 0 });
  const others = new Map(people.otherFamilies.map((family) => [family.student.firstName, family]));
  const [sofia, maya, ethan, noah] = ['Sofia', 'Maya', 'Ethan', 'Noah'].map((name) => others.get(name)!);
  await insertAll(db, enrollments, [
    { classroomId, studentId: sofia!.student.id, status: 'PAID' },
    { classroomId, studentId: maya!.student.id, status: 'PAID' },
  ]);
  const { bob, family } = people.williams;
  // The offer's capacity check counts the two enrolments: the third seat is free for it.
  const joined = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const [offer, ...waiting] = await insertAll(db, waitlistEntries, [
    {
      classroomId,
      studentId: bob.id,
      familyAccountId: family.id,
      position: 1,
      status: 'OFFERED',
      offeredAt: now,
      offerExpiresAt: offerEndsAt(now, OFFER_HOURS_RANGE.max),
      createdAt: joined(6),
    },
    { classroomId, studentId: ethan!.student.id, familyAccountId: ethan!.family.id, position: 2, createdAt: joined(4) },
    { classroomId, studentId: noah!.student.id, familyAccountId: noah!.family.id, position: 3, createdAt: joined(2) },
  ]);
  return { classroom: classroom!, offer: offer!, waiting };
}
