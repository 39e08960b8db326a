import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { classrooms, news, newsLikes } from '../../schema/index.js';
import { insertAll, insertOne } from '../factories/insert.js';
import { newsValues } from '../factories/messages.js';
import { DAY } from './calendar.js';
import type { DemoCatalog } from './catalog.js';
import { demoClassrooms } from './classrooms.js';
import { mix } from './deterministic.js';
import type { DemoPeople } from './people.js';
import type { DemoEnrollment } from './roster.js';

/** TipTap (ProseMirror) JSON for a few paragraphs of plain text. */
const richText = (...paragraphs: string[]) =>
  JSON.stringify({
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  });

const text = (value: string, marks?: { type: string; attrs?: Record<string, string> }[]) =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const item = (...content: unknown[]) => ({ type: 'listItem', content: [{ type: 'paragraph', content }] });

/** A welcome in rich text: what to bring as a list, bold and a link to the syllabus, as the editor makes them. */
const welcome = (title: string, classroomId: number) =>
  JSON.stringify({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [text(`Welcome to ${title}. `), text('Homework is due before the next lesson.', [{ type: 'bold' }])] },
      { type: 'heading', attrs: { level: 3 }, content: [text('Before the first lesson')] },
      {
        type: 'bulletList',
        content: [
          item(text('Open the LESSONS tab and watch the introduction video.')),
          item(text('Try the readiness assessment in Lesson 0.')),
          item(text('Read the '), text('syllabus', [{ type: 'link', attrs: { href: `/syllabus?classroomId=${classroomId}` } }]), text('.')),
        ],
      },
      { type: 'paragraph', content: [text('Use Request Help in any problem set if you get stuck: we answer within 24 hours.')] },
    ],
  });

/** Announcements in the active and recent classrooms; each has a headline, Pre-Algebra also an archived item. */
export async function seedNews(db: Db, people: DemoPeople, catalog: DemoCatalog, enrollments: DemoEnrollment[], now: Date) {
  const announced = ['preAlgebraCampus', 'preAlgebraOnline', 'amc8', 'python', 'physics', 'biology', 'tutoring', 'geometryRecent'];
  const rows = await insertAll(
    db,
    news,
    announced.flatMap((key, index) => {
      const classroom = catalog.classroom(key);
      const lead = catalog.lessonsOf(key)[0]!;
      const announcerId = people.staff[demoClassrooms.find((c) => c.key === key)!.instructors[0]!].id;
      const title = classroom.title.split(': ')[1]!;
      return [
        newsValues({
          classroomId: classroom.id,
          subject: `Welcome to ${title}!`,
          message: welcome(title, classroom.id),
          announceDateTime: new Date(lead.lesson.startOn!.getTime() - 2 * DAY),
          announcerId,
          headline: true,
        }),
        newsValues({
          classroomId: classroom.id,
          subject: 'Office hours this week',
          message: 'Office hours are open on Thursday. Bring your questions about the homework.',
          announceDateTime: new Date(now.getTime() - (index + 1) * DAY),
          announcerId,
        }),
      ];
    }),
  );
  const archived = await insertOne(
    db,
    news,
    newsValues({
      classroomId: catalog.classroom('preAlgebraCampus').id,
      subject: 'Room change',
      message: 'Tonight we meet in room 204.',
      announceDateTime: new Date(now.getTime() - 20 * DAY),
      announcerId: people.staff.teacher.id,
      archivedAt: new Date(now.getTime() - 19 * DAY),
    }),
  );
  // Scheduled: the teacher sees it marked Scheduled; students only once its time comes.
  await insertOne(
    db,
    news,
    newsValues({
      classroomId: catalog.classroom('preAlgebraCampus').id,
      subject: 'Quiz next week',
      message: richText('The Lesson 4 quiz opens next Tuesday. Review ratios and unit rates before then.'),
      announceDateTime: new Date(now.getTime() + 3 * DAY),
      announcerId: people.staff.teacher.id,
    }),
  );
  for (const item of rows.filter((row) => row.headline)) {
    await db.update(classrooms).set({ headlineNewsId: item.id }).where(eq(classrooms.id, item.classroomId));
  }
  // Alice likes every headline of her classes; classmates like about two in three.
  await insertAll(
    db,
    newsLikes,
    rows
      .filter((row) => row.headline)
      .flatMap((row) =>
        enrollments
          .filter(({ enrollment }) => enrollment.classroomId === row.classroomId)
          .filter(({ student }) => student.id === people.williams.alice.id || mix(student.id, row.id) % 3 > 0)
          .map(({ student }) => ({ newsId: row.id, studentId: student.id })),
      ),
  );
  return [...rows, archived];
}
