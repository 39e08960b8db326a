import type { NotificationKind } from '@solve/core/notification-kinds';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { classrooms, enrollments, notifications } from '../../schema/index.js';
import type { DemoPeople } from './people.js';

const HOUR = 3_600_000;

interface DemoNotification {
  kind: NotificationKind;
  /** Who hears of it: the Williams parent, or the student herself. */
  to: 'parent' | 'student';
  student: 'alice' | 'bob' | 'cara';
  hoursAgo: number;
  read: boolean;
  title: string;
  body: string;
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
  const list: DemoNotification[] = [
    {
      kind: 'ABSENT',
      to: 'parent',
      student: 'bob',
      hoursAgo: 150,
      read: true,
      title: 'Bob was late',
      body: `Bob was marked late to ${classOf.bob} at ${academy}.`,
      link: '/lessons',
    },
    {
      kind: 'HOMEWORK_LATE',
      to: 'parent',
      student: 'alice',
      hoursAgo: 126,
      read: true,
      title: "Alice's homework is late",
      body: `Alice has not submitted her ${classOf.alice} homework, which was due yesterday.`,
      link: '/problemSets',
    },
    {
      kind: 'PAYMENT',
      to: 'parent',
      student: 'alice',
      hoursAgo: 100,
      read: true,
      title: 'Payment received',
      body: `${academy} received your payment for Alice's classes. Thank you.`,
      link: '/purchase',
    },
    {
      kind: 'GRADED',
      to: 'student',
      student: 'alice',
      hoursAgo: 80,
      read: true,
      title: 'Your homework was graded',
      body: `Your ${classOf.alice} homework was graded.`,
      link: '/reports',
    },
    {
      kind: 'LOW_GRADE',
      to: 'parent',
      student: 'alice',
      hoursAgo: 79,
      read: true,
      title: "Alice's grade is below 70 %",
      body: `Alice scored 64 % on her ${classOf.alice} quiz.`,
      link: '/reports',
    },
    {
      kind: 'TEACHER_COMMENT',
      to: 'parent',
      student: 'alice',
      hoursAgo: 52,
      read: false,
      title: "A comment on Alice's work",
      body: `Alice's teacher commented on her ${classOf.alice} homework.`,
      link: '/reports',
    },
    {
      kind: 'NEW_ASSIGNMENT',
      to: 'student',
      student: 'alice',
      hoursAgo: 40,
      read: false,
      title: 'New homework',
      body: `New homework in ${classOf.alice}.`,
      link: '/problemSets',
    },
    {
      kind: 'HOMEWORK_DUE',
      to: 'parent',
      student: 'bob',
      hoursAgo: 26,
      read: false,
      title: "Bob's homework is due tomorrow",
      body: `Bob has not started his ${classOf.bob} homework, due tomorrow.`,
      link: '/problemSets',
    },
    {
      kind: 'STAFF_REPLY',
      to: 'parent',
      student: 'alice',
      hoursAgo: 9,
      read: false,
      title: "A reply to Alice's message",
      body: `${academy} staff replied to Alice's question.`,
      link: '/messages',
    },
    {
      kind: 'CLASS_NEWS',
      to: 'student',
      student: 'alice',
      hoursAgo: 6,
      read: false,
      title: `News in ${classOf.alice}`,
      body: `Your teacher posted news in ${classOf.alice}.`,
      link: '/posts',
    },
    {
      kind: 'CLASS_STARTING',
      to: 'parent',
      student: 'cara',
      hoursAgo: 3,
      read: false,
      title: "Cara's class starts in 3 days",
      body: `Cara's ${classOf.cara} at ${academy} starts in 3 days. Where and how to join are on the lessons page.`,
      link: '/lessons',
    },
  ];
  await db.insert(notifications).values(
    list.map((one, index) => {
      const student = students[one.student];
      const createdAt = new Date(now.getTime() - one.hoursAgo * HOUR);
      return {
        recipientType: one.to === 'parent' ? ('FAMILY_MEMBER' as const) : ('STUDENT' as const),
        recipientId: one.to === 'parent' ? williams.parent.id : student.id,
        studentId: student.id,
        kind: one.kind,
        title: one.title,
        body: one.body,
        link: one.link,
        eventKey: `demo:${index + 1}`,
        createdAt,
        readAt: one.read ? new Date(createdAt.getTime() + HOUR) : null,
      };
    }),
  );
  return { count: list.length, unread: list.filter((one) => !one.read).length };
}
