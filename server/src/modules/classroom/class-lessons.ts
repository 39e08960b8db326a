import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentVersion } from '../../db/content-version.js';
import { idList, idRows } from '../../db/id-list.js';
import { perHandle } from '../../db/per-handle.js';
import { assignments, classrooms, lessonPlans, lessons, problemSets } from '../../db/schema/index.js';
import { boundedMemory, type MemoryBounds } from '../../memory/bounded.js';
import { KeptVersion } from '../../memory/kept-version.js';
import type { AssignmentRecord, ProblemSetRecord } from '../learning/learning.repository.js';

/**
 * A classroom's lessons, plans, assignments and problem sets: the same for every student of the
 * class, and the largest part of what the dashboard and lesson pages read. A server process
 * remembers them per classroom with the content version they were read at (migrations 0003 and
 * 0005 raise it with every change to any of it, from any process or script). A page reads the
 * version with its own statement, and takes a class's lessons from memory only when they are of
 * that version; otherwise it reads them once more, for every page after it.
 */

export type LessonRecord = Omit<typeof lessons.$inferSelect, 'createdAt' | 'updatedAt'>;
export type LessonPlanRecord = typeof lessonPlans.$inferSelect;

export interface ClassLesson {
  lesson: LessonRecord;
  plan: LessonPlanRecord;
  /** In set order. */
  assignments: { assignment: AssignmentRecord; problemSet: ProblemSetRecord }[];
}

/** A table's columns but when its rows were created and last changed, which nothing here reads. */
function withoutStamps<T extends typeof lessons | typeof assignments | typeof problemSets>(table: T) {
  const { createdAt: _created, updatedAt: _updated, ...columns } = getTableColumns(table);
  return columns;
}

/**
 * The lessons of several classrooms and the content version they were read at, one row per
 * assignment (or per lesson without one) in lesson and set order, and a row for a classroom
 * without lessons.
 */
const lessonsOfClassrooms = perHandle((db) =>
  db
    .select({
      classroomId: classrooms.id,
      lesson: withoutStamps(lessons),
      plan: lessonPlans,
      assignment: withoutStamps(assignments),
      problemSet: withoutStamps(problemSets),
      contentVersion,
    })
    .from(classrooms)
    .leftJoin(lessons, eq(lessons.classroomId, classrooms.id))
    .leftJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .leftJoin(assignments, eq(assignments.lessonId, lessons.id))
    .leftJoin(problemSets, eq(problemSets.id, assignments.problemSetId))
    .where(sql`${classrooms.id} in (select id from ${idRows('classroomIds')} as asked)`)
    .orderBy(classrooms.id, lessonPlans.order, lessons.id, problemSets.order, assignments.id)
    .prepare('lessons_of_classrooms'),
);

type LessonsRow = Awaited<ReturnType<ReturnType<typeof lessonsOfClassrooms>['execute']>>[number];

/** The rows of the statement gathered by classroom, lesson and assignment (they come in that order). */
function gathered(rows: LessonsRow[]): Map<number, { lessons: ClassLesson[]; contentVersion: string | null }> {
  const classes = new Map<number, { lessons: ClassLesson[]; contentVersion: string | null }>();
  for (const { classroomId, lesson, plan, assignment, problemSet, contentVersion: version } of rows) {
    let gathering = classes.get(classroomId);
    if (!gathering) {
      gathering = { lessons: [], contentVersion: version };
      classes.set(classroomId, gathering);
    }
    if (!lesson || !plan) continue;
    let last = gathering.lessons.at(-1);
    if (last?.lesson.id !== lesson.id) {
      last = { lesson, plan, assignments: [] };
      gathering.lessons.push(last);
    }
    if (assignment && problemSet) last.assignments.push({ assignment, problemSet });
  }
  return classes;
}

/**
 * What one process keeps of class lessons: 64 MB (a demo class takes about 9 KB, a class of 40
 * lessons with 6 sets each about 200 KB), the least recently used classes out first, each for
 * ten minutes at most.
 */
export const CLASS_LESSONS_MEMORY: MemoryBounds = { maxBytes: 64 * 1024 * 1024, ttlMs: 10 * 60_000 };

export class ClassLessonsMemory {
  private readonly classes;
  /** The content version of everything kept; lessons of an older one are dropped. */
  private readonly version = new KeptVersion(() => this.classes.clear());

  constructor(bounds: MemoryBounds = CLASS_LESSONS_MEMORY) {
    this.classes = boundedMemory<number, ClassLesson[]>(bounds);
  }

  recall(classroomId: number, version: string): ClassLesson[] | undefined {
    return this.version.current === version ? this.classes.get(classroomId) : undefined;
  }

  keep(classroomId: number, lessons: ClassLesson[], version: string): void {
    if (this.version.accepts(version)) this.classes.set(classroomId, lessons);
  }

  /** The estimated bytes of what is kept. */
  get bytes(): number {
    return this.classes.calculatedSize;
  }
}

const memories = new WeakMap<Db, ClassLessonsMemory>();

/**
 * The lessons of each of `classroomIds` as of the content version `version` the caller read (or a
 * newer one, when content changed since): from memory, and what it lacks in one statement.
 * Callers must not change what they are given: it is shared by every page of the class.
 */
export async function classLessons(db: Db, classroomIds: readonly number[], version: string | null): Promise<Map<number, ClassLesson[]>> {
  let memory = memories.get(db);
  if (!memory) {
    memory = new ClassLessonsMemory();
    memories.set(db, memory);
  }
  const found = new Map<number, ClassLesson[]>();
  const missing: number[] = [];
  for (const classroomId of classroomIds) {
    const known = version === null ? undefined : memory.recall(classroomId, version);
    if (known) found.set(classroomId, known);
    else missing.push(classroomId);
  }
  if (missing.length === 0) return found;
  const read = gathered(await lessonsOfClassrooms(db).execute({ classroomIds: idList(missing) }));
  for (const [classroomId, { lessons: list, contentVersion: version }] of read) {
    found.set(classroomId, list);
    if (version !== null) memory.keep(classroomId, list, version);
  }
  return found;
}
