import { CLASSROOM_WEEKDAY_COLUMNS } from '../../classroom-weekdays.js';
import type { Db } from '../../client.js';
import { classroomInstructors, classrooms, courses, lessonPlans, lessons } from '../../schema/index.js';
import { classroomValues, courseValues, lessonPlanValues, lessonValues } from '../factories/catalog.js';
import { insertAll } from '../factories/insert.js';
import { DAY, MINUTE, type Quarter, addDays, localDate, minutesBetween, mondayOf, quarterOf, zonedInstant } from './calendar.js';
import { demoClassrooms, type DemoClassroom } from './classrooms.js';
import { demoCourses, planOutlines } from './courses.js';
import { mix } from './deterministic.js';
import { groupBy } from './group.js';
import type { DemoPeople } from './people.js';
import { demoVideo, youtubeUrl } from './videos.js';

type LessonPlan = typeof lessonPlans.$inferSelect;
type Lesson = typeof lessons.$inferSelect;
export type Classroom = typeof classrooms.$inferSelect;
export interface DemoLesson {
  lesson: Lesson;
  plan: LessonPlan;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const QUARTER_NAMES = { WINTER: 'Winter', SPRING: 'Spring', SUMMER: 'Summer', FALL: 'Fall' } as const;

/** Live classes meet online for webinars; blended, mentored and competition classes also hold office hours. */
const hasWebinars = (c: DemoClassroom) =>
  c.teachingStyle !== 'SELF_PACED' && c.teachingStyle !== 'TUTORED' && (c.center === null || c.teachingStyle === 'BLENDED');
const hasOfficeHours = (c: DemoClassroom) => ['BLENDED', 'MENTORED', 'COMPETITION'].includes(c.teachingStyle);
/**
 * Terms come from the academy settings so the catalog's default term finds the demo classes: open
 * classes are in the current term, published ones in the catalog term (or the next term when
 * marked so), closed ones in the term they ran.
 */
function termOf(c: DemoClassroom, startDate: string, settings: DemoPeople['settings']): { quarter: Quarter; year: number } {
  if (c.nextTerm) return { quarter: settings.nextQuarter, year: settings.nextYear };
  if (c.status === 'OPENED') return { quarter: settings.currentQuarter, year: settings.currentYear };
  if (c.status === 'PUBLISHED') return { quarter: settings.catalogQuarter, year: settings.catalogYear };
  return { quarter: quarterOf(startDate), year: Number(startDate.slice(0, 4)) };
}

const zoomId = (...values: number[]) => String(80_000_000_000 + (mix(...values) % 9_999_999_999));

/** Courses, their syllabi, classrooms with instructors, and dated lessons. */
export async function seedCatalog(db: Db, people: DemoPeople, now: Date) {
  const timeZone = people.settings.timeZone;
  const thisMonday = mondayOf(localDate(now, timeZone));
  // Ten minutes from now, on the minute: a webinar starting then is live (from 10 minutes before).
  const liveStart = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE + 10 * MINUTE);

  const courseRows = await insertAll(
    db,
    courses,
    demoCourses.map(({ lessons: syllabus, problems: _problems, ...course }) =>
      courseValues({ ...course, lessonCount: syllabus.length, imageUrl: `/images/courses/${course.subject}.svg` }),
    ),
  );
  const courseByCode = new Map(courseRows.map((course) => [course.code, course]));
  const planRows = await insertAll(
    db,
    lessonPlans,
    demoCourses.flatMap((course, index) =>
      planOutlines(course).map((plan) => lessonPlanValues({ ...plan, courseId: courseRows[index]!.id })),
    ),
  );
  const plansByCourse = groupBy(planRows, (plan) => plan.courseId);

  const schedules = demoClassrooms.map((classroom) => {
    const plans = plansByCourse.get(courseByCode.get(classroom.courseCode)!.id)!;
    const firstWeek = 'first' in classroom.weeks ? classroom.weeks.first : classroom.weeks.last - (plans.length - 1);
    const lessonDay = (order: number) => addDays(thisMonday, (firstWeek + order) * 7 + (((classroom.days[0] ?? 1) + 6) % 7));
    return { classroom, plans, lessonDay };
  });

  const classroomRows = await insertAll(
    db,
    classrooms,
    schedules.map(({ classroom: c, plans, lessonDay }, index) => {
      const course = courseByCode.get(c.courseCode)!;
      const startDate = lessonDay(0);
      const endDate = lessonDay(plans.length - 1);
      const { quarter, year } = termOf(c, startDate, people.settings);
      const flags = Object.fromEntries(c.days.map((day) => [CLASSROOM_WEEKDAY_COLUMNS[day]!, true]));
      return classroomValues({
        courseId: course.id,
        code: c.code,
        title: `${c.code}: ${course.title}`,
        status: c.status,
        year,
        quarter,
        session: c.session ?? `${QUARTER_NAMES[quarter]} ${c.center ? 'In Person' : 'Online'}`,
        startDate,
        endDate,
        finalAccessDate: c.finalAccessDays ? addDays(endDate, c.finalAccessDays) : null,
        startTime: c.startTime,
        endTime: c.endTime,
        meets: c.days.map((day) => DAY_NAMES[day]).join(' & '),
        ...flags,
        meetsEveryday: c.days.length === 7,
        meetingsPerWeek: c.days.length,
        teachingStyle: c.teachingStyle,
        onSolve: !c.externalUrl,
        externalUrl: c.externalUrl ?? null,
        onCatalog: c.onCatalog ?? true,
        centerLocationId: c.center ? people.centers[c.center].id : null,
        tuitionCents: c.tuitionCents,
        earlyBirdTuitionCents: c.earlyBirdTuitionCents ?? null,
        enrollmentMax: c.enrollmentMax ?? null,
        videoId: demoVideo(index),
      });
    }),
  );

  await insertAll(
    db,
    classroomInstructors,
    demoClassrooms.flatMap((c, index) =>
      c.instructors.map((staffKey, order) => ({
        classroomId: classroomRows[index]!.id,
        employeeId: people.staff[staffKey].id,
        isLead: order === 0,
        order,
      })),
    ),
  );

  const lessonRows = await insertAll(
    db,
    lessons,
    schedules.flatMap(({ classroom: c, plans, lessonDay }, index) => {
      const liveOrder = c.liveNow ? plans.find((plan) => mondayOf(lessonDay(plan.order)) === thisMonday)?.order : undefined;
      return plans.map((plan) => {
        const live = plan.order === liveOrder;
        const startOn = live ? liveStart : zonedInstant(lessonDay(plan.order), c.startTime ?? '09:00', timeZone);
        const minutes = c.startTime && c.endTime ? minutesBetween(c.startTime, c.endTime) : 60;
        const endOn = new Date(startOn.getTime() + minutes * MINUTE);
        const webinarId = hasWebinars(c) ? zoomId(index, plan.order) : null;
        const officeHours = hasOfficeHours(c);
        // The office hour of the lesson before the live one is open now.
        const officeHourOn =
          liveOrder !== undefined && plan.order === liveOrder - 1
            ? new Date(now.getTime() - 5 * MINUTE)
            : new Date(startOn.getTime() + 2 * DAY);
        return lessonValues({
          classroomId: classroomRows[index]!.id,
          lessonPlanId: plan.id,
          startOn,
          endOn,
          previewOn: new Date(startOn.getTime() - 2 * DAY),
          dueOn: new Date(startOn.getTime() + 7 * DAY),
          webinarId,
          webinarUrl: webinarId ? `https://zoom.us/j/${webinarId}` : null,
          // Recordings exist for lectures that have ended, and are announced for the live one.
          webinarReplay: webinarId && (endOn < now || live) ? youtubeUrl(demoVideo(plan.order)) : null,
          officeHourDuration: officeHours ? (c.teachingStyle === 'COMPETITION' ? 45 : 30) : null,
          primaryOfficeHourOn: officeHours ? officeHourOn : null,
          makeupOfficeHourOn: officeHours ? new Date(startOn.getTime() + 4 * DAY) : null,
          officeHourMeetingId: officeHours ? zoomId(index, plan.order, 1) : null,
        });
      });
    }),
  );

  const planById = new Map(planRows.map((plan) => [plan.id, plan]));
  const classroomsByKey = new Map(demoClassrooms.map((c, index) => [c.key, classroomRows[index]!]));
  const lessonsByClassroom = groupBy(
    lessonRows.map((lesson): DemoLesson => ({ lesson, plan: planById.get(lesson.lessonPlanId)! })),
    ({ lesson }) => lesson.classroomId,
  );
  const classroom = (key: string): Classroom => {
    const row = classroomsByKey.get(key);
    if (!row) throw new Error(`no demo classroom ${key}`);
    return row;
  };
  return {
    /** The Monday of the week the academy is seeded in, in its zone: the schedules count weeks from it. */
    thisMonday,
    timeZone,
    courses: courseRows,
    plansByCourse,
    classrooms: classroomsByKey,
    lessonsByClassroom,
    classroom,
    /** The lessons of a demo classroom, in lesson order. */
    lessonsOf: (key: string): DemoLesson[] => lessonsByClassroom.get(classroom(key).id) ?? [],
  };
}

export type DemoCatalog = Awaited<ReturnType<typeof seedCatalog>>;
