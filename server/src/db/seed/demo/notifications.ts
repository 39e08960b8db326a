import { formatDay } from '@solve/core/calendar';
import { composeMessage, NOTIFICATION_MESSAGES, type NotificationMessage } from '@solve/core/notification-wording';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { classrooms, enrollments, notifications } from '../../schema/index.js';
import type { DemoPeople } from './people.js';

const HOUR = 3_600_000;

interface DemoNotification {
  message: NotificationMessage;
  /** Who hears of it: the Williams parent, or the student herself. */
  to: 'parent' | 'student';
  student: 'alice' | 'bob' | 'cara';
  hoursAgo: number;
  read: boolean;
  /** The message's variables besides the student's names and the academy's. */
  values: Record<string, string>;
  link: string;
}

/** The first class a student is enrolled in, by id, for the wording. */
async function firstClassTitle(db: Db, studentId: number): Promise<string> {
  const [row] = await db
    .select({ title: classrooms.title })
    .from(enrollments)
    .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
    .where(eq(enrollments.studentId, studentId))
    .orderBy(asc(enrollments.id))
    .limit(1);
  return row?.title.split(': ').pop() ?? 'class';
}

/**
 * A week of the Williams family's notifications, oldest read and newest not, so the bell of the
 * demo parent and of Alice shows a count and the notifications page a mix of kinds. Bell rows
 * only: the demo sends no mail or texts for things that happened before it was seeded.
 */
export async function seedNotifications(db: Db, people: DemoPeople, now: Date) {
  const { williams, settings } = people;
  const academy = settings.name;
  const students = { alice: williams.alice, bob: williams.bob, cara: williams.cara };
  const classOf = {
    alice: await firstClassTitle(db, williams.alice.id),
    bob: await firstClassTitle(db, williams.bob.id),
    cara: await firstClassTitle(db, williams.cara.id),
  };
  /** A day some hours before now, as a due date reads. */
  const dayBefore = (hours: number) => formatDay(new Date(now.getTime() - hours * HOUR), settings.timeZone);
  const list: DemoNotification[] = [
    {
      message: 'ABSENT',
      to: 'parent',
      student: 'bob',
      hoursAgo: 150,
      read: true,
      values: { status: 'late', class: classOf.bob, lesson: '3', makeup: '' },
      link: '/dashboard?defaultTab=2',
    },
    {
      message: 'HOMEWORK_LATE',
      to: 'parent',
      student: 'alice',
      hoursAgo: 126,
      read: true,
      values: { class: classOf.alice, set: 'Homework 2', due: dayBefore(126) },
      link: '/problemSets',
    },
    {
      message: 'PAYMENT_RECEIPT',
      to: 'parent',
      student: 'alice',
      hoursAgo: 100,
      read: true,
      values: { amount: '$480.00', items: `Alice Williams: ${classOf.alice}`, card: 'Visa ending 1111' },
      link: '/purchase',
    },
    {
      message: 'GRADED',
      to: 'student',
      student: 'alice',
      hoursAgo: 80,
      read: true,
      values: { class: classOf.alice, set: 'Homework 1', grade: '92' },
      link: '/reports',
    },
    {
      message: 'LOW_GRADE',
      to: 'parent',
      student: 'alice',
      hoursAgo: 79,
      read: true,
      values: { class: classOf.alice, set: 'Quiz 1', grade: '64' },
      link: '/reports',
    },
    {
      message: 'TEACHER_COMMENT',
      to: 'parent',
      student: 'alice',
      hoursAgo: 52,
      read: false,
      values: { class: classOf.alice, set: 'Homework 2', comment: 'Check the sign in step 2.' },
      link: '/reports',
    },
    {
      message: 'NEW_ASSIGNMENT',
      to: 'student',
      student: 'alice',
      hoursAgo: 40,
      read: false,
      values: { class: classOf.alice, set: 'Homework 3', due: '' },
      link: '/problemSets',
    },
    {
      message: 'HOMEWORK_DUE',
      to: 'parent',
      student: 'bob',
      hoursAgo: 26,
      read: false,
      values: { class: classOf.bob, set: 'Homework 3', due: dayBefore(2) },
      link: '/problemSets',
    },
    {
      message: 'STAFF_REPLY',
      to: 'parent',
      student: 'alice',
      hoursAgo: 9,
      read: false,
      values: {
        class: classOf.alice,
        responder: `${academy} staff`,
        question: 'Why is 3(x+2) = 3x+6?',
        reply: 'Multiply each term inside the brackets by 3.',
      },
      link: '/messages',
    },
    {
      message: 'CLASS_NEWS',
      to: 'student',
      student: 'alice',
      hoursAgo: 6,
      read: false,
      values: { class: classOf.alice, news: 'Quiz on Thursday' },
      link: '/posts',
    },
    {
      message: 'CLASS_STARTING',
      to: 'parent',
      student: 'cara',
      hoursAgo: 3,
      read: false,
      values: { class: classOf.cara, day: 'in 3 days', when: 'in 3 days', where: 'on the lessons page', join: '' },
      link: '/lessons',
    },
  ];
  await db.insert(notifications).values(
    list.map((one, index) => {
      const student = students[one.student];
      const createdAt = new Date(now.getTime() - one.hoursAgo * HOUR);
      const names = { student: `${student.firstName} ${student.lastName}`, firstName: student.firstName };
      // Worded as the academy's notifications are, by core's default templates.
      const wording = composeMessage(one.message, { ...names, ...one.values, academy });
      return {
        recipientType: one.to === 'parent' ? ('FAMILY_MEMBER' as const) : ('STUDENT' as const),
        recipientId: one.to === 'parent' ? williams.parent.id : student.id,
        studentId: student.id,
        kind: NOTIFICATION_MESSAGES[one.message].kind,
        title: wording.subject,
        body: wording.text,
        link: one.link,
        eventKey: `demo:${index + 1}`,
        createdAt,
        readAt: one.read ? new Date(createdAt.getTime() + HOUR) : null,
      };
    }),
  );
  return { count: list.length, unread: list.filter((one) => !one.read).length };
}
