import { classroomGrade, formatCalendarDate, formatMessage, gradeLetter, isActiveClassroom, sortFamilyStudents } from '@solve/core';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { classroomWithStudentWork } from '../classroom/classroom-context.service.js';
import { type ClassCard, studentClassCards } from '../classroom/dashboard.service.js';
import { lessonStates } from '../classroom/lesson-states.js';
import { assignmentWork } from '../classroom/work.service.js';
import { loadStudentsOfFamilies, type StudentRecord } from '../profile/people.records.js';
import { badgeCatalogue, countsForGrades, type EarnedBadge, earnedInClasses } from './badges.service.js';
import { familyStudent, requireFamilyReader, studentOrTheirParent } from '../../authorization/policies.js';

/** One class of a student on /reports: its overall grade (percent and letter) and the badges it earned. */
export interface ReportClass extends Pick<ClassCard, 'classroomId' | 'code' | 'title' | 'status' | 'startDate' | 'endDate'> {
  /** Percent, -1 In Progress; null when the platform holds no grades for the class. */
  grade: number | null;
  letter: string;
  badges: EarnedBadge[];
}

export interface StudentReport {
  student: StudentRecord;
  /** Opened classes with their grades. */
  openClasses: ReportClass[];
  /** Published classes: 'Starting Soon'. */
  startingSoon: ReportClass[];
  /** Every badge the student earned, finished classes included. */
  badges: EarnedBadge[];
}

function reportClass(card: ClassCard, badges: EarnedBadge[]): ReportClass {
  const grade = card.onSolve && card.status !== 'PUBLISHED' ? card.grade : null;
  return {
    classroomId: card.classroomId,
    code: card.code,
    title: card.title,
    status: card.status,
    startDate: card.startDate,
    endDate: card.endDate,
    grade,
    letter: gradeLetter(grade),
    badges: badges.filter((earned) => earned.classroomId === card.classroomId),
  };
}

const byStart = (a: ClassCard, b: ClassCard) => a.startDate.localeCompare(b.startDate) || a.code.localeCompare(b.code);

/**
 * /reports (family-catalog-payment.md §2): the parent's students (active first, then by id), each
 * with their open classes and overall grades, the published ones under 'Starting Soon', and their
 * badges. The grades are the student's own dashboard's (core's progress rules on their work).
 */
export async function familyReports(services: Services, viewer: Viewer | null): Promise<StudentReport[]> {
  const family = requireFamilyReader(viewer);
  const now = services.now();
  const [[students = []], catalogue] = await Promise.all([
    loadStudentsOfFamilies(services.db, [family.familyAccountId]),
    badgeCatalogue(services.db),
  ]);
  return Promise.all(
    sortFamilyStudents(students).map(async (student) => {
      const cards = (await studentClassCards(services.db, student.id, now)).filter(countsForGrades).sort(byStart);
      const badges = earnedInClasses(student.id, cards, catalogue);
      return {
        student,
        openClasses: cards.filter((card) => card.status === 'OPENED').map((card) => reportClass(card, badges)),
        startingSoon: cards.filter((card) => card.status === 'PUBLISHED').map((card) => reportClass(card, badges)),
        badges,
      };
    }),
  );
}

export interface ReportLesson {
  lessonId: number;
  number: number;
  title: string;
  grade: number | null;
  letter: string;
  percentComplete: number | null;
}

/** One class in detail: a ReportClass with its student and the grade of each lesson, or why there are none. */
export interface ClassReport extends ReportClass {
  student: StudentRecord;
  /** False: the page shows `unavailableMessage` instead of the grades. */
  available: boolean;
  unavailableMessage: string | null;
  lessons: ReportLesson[];
}

/**
 * One class of a parent's student (the detail of /reports): code, overall grade, title and the
 * grade of each lesson, by the rules of the student's own lesson cards. A class held elsewhere, or
 * one with no grades on the platform, says so ('The grades for this class are not available on
 * the academy platform'); a class that has not started says when it starts.
 */
export async function classReport(services: Services, viewer: Viewer | null, studentId: number, classroomId: number): Promise<ClassReport> {
  const family = requireFamilyReader(viewer);
  const student = await familyStudent(services, family, studentId);
  const now = services.now();
  const [{ context, lessons }, catalogue] = await Promise.all([
    classroomWithStudentWork(services.db, student.id, classroomId),
    badgeCatalogue(services.db),
  ]);
  if (!context.enrolled) throw new DomainError('NOT_IN_CLASS');
  const { classroom } = context;
  const works = lessons.flatMap(({ assignments }) => assignments.map(({ assignment, work }) => assignmentWork(assignment, work)));
  const published = classroom.status === 'PUBLISHED';
  const grade = classroom.onSolve && !published ? classroomGrade(works, isActiveClassroom(classroom.status)) : null;
  const available = grade !== null;
  const states = available ? lessonStates(context, lessons, now) : [];
  const cards = (await studentClassCards(services.db, student.id, now)).filter((card) => card.classroomId === classroomId);
  return {
    student,
    classroomId,
    code: classroom.code,
    title: classroom.title,
    status: classroom.status,
    startDate: classroom.startDate,
    endDate: classroom.endDate,
    grade,
    letter: gradeLetter(grade),
    available,
    unavailableMessage: available
      ? null
      : published && classroom.onSolve
        ? formatMessage('GRADES_START_WITH_CLASS', { date: formatCalendarDate(classroom.startDate) })
        : formatMessage('GRADES_NOT_AVAILABLE_ACADEMY'),
    lessons: states.map(({ lesson, plan, progress }) => ({
      lessonId: lesson.id,
      number: plan.order,
      title: plan.title,
      grade: progress?.grade ?? null,
      letter: gradeLetter(progress?.grade ?? null),
      percentComplete: progress?.percentComplete ?? null,
    })),
    badges: earnedInClasses(student.id, cards.filter(countsForGrades), catalogue),
  };
}

/** A student's badges (§7 earnedBadges by studentId and classroom): the student's own, or a parent's for their student. */
export async function earnedBadgesOf(
  services: Services,
  viewer: Viewer | null,
  studentId: number,
  classroomId: number | null,
): Promise<EarnedBadge[]> {
  const student = await studentOrTheirParent(services, viewer, studentId);
  const [cards, catalogue] = await Promise.all([studentClassCards(services.db, student, services.now()), badgeCatalogue(services.db)]);
  const asked = cards.filter((card) => countsForGrades(card) && (classroomId === null || card.classroomId === classroomId));
  return earnedInClasses(student, asked.sort(byStart), catalogue);
}
