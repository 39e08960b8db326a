import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentVersion } from '../../db/content-version.js';
import { parsedJson, rowAsArray } from '../../db/json-rows.js';
import { idList, idRows } from '../../db/id-list.js';
import { preparedPerDb } from '../../db/prepared.js';
import { assignments, classrooms, lessonPlans, lessons, problemSets } from '../../db/schema/index.js';
import { boundedMemory, type MemoryBounds } from '../../memory/bounded.js';
import { KeptVersion } from '../../memory/kept-version.js';
import type { AssignmentRecord, ProblemSetRecord } from '../learning/learning.types.js';

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

// Nothing reads when these rows were created or last changed: they are left out.
const STAMPS = ['createdAt', 'updatedAt'] as const;
const lessonArray = rowAsArray(lessons, 'l', STAMPS);
const planArray = rowAsArray(lessonPlans, 'p');
const assignmentArray = rowAsArray(assignments, 'a', STAMPS);
const problemSetArray = rowAsArray(problemSets, 'ps', STAMPS);

type LessonArray = [lesson: unknown[], plan: unknown[], assignments: [assignment: unknown[], problemSet: unknown[]][]];

/**
 * Every lesson of the classroom `classroomId` (an expression of the outer statement) in lesson
 * order, with its assignments in set order, as one JSON value of arrays: PostgreSQL builds it, and
 * the driver parses one value instead of decoding every field of every row.
 */
function lessonsJson(classroomId: SQL) {
  return sql<LessonArray[] | string>`(
    select coalesce(json_agg(json_build_array(${lessonArray.column}, ${planArray.column}, (
        select coalesce(json_agg(json_build_array(${assignmentArray.column}, ${problemSetArray.column}) order by ps."order", a.id), '[]'::json)
        from ${assignments} a
        join ${problemSets} ps on ps.id = a.problem_set_id
        where a.lesson_id = l.id)
    ) order by p."order", l.id), '[]'::json)
    from ${lessons} l join ${lessonPlans} p on p.id = l.lesson_plan_id
    where l.classroom_id = ${classroomId})`;
}

function decodeLessons(value: LessonArray[] | string): ClassLesson[] {
  return parsedJson(value).map(([lesson, plan, list]) => ({
    lesson: lessonArray.decode(lesson),
    plan: planArray.decode(plan),
    assignments: list.map(([assignment, problemSet]) => ({
      assignment: assignmentArray.decode(assignment),
      problemSet: problemSetArray.decode(problemSet),
    })),
  }));
}

/** The lessons of several classrooms and the content version they were read at, in one statement. */
const lessonsOfClassrooms = preparedPerDb((db) =>
  db
    .select({ classroomId: classrooms.id, lessons: lessonsJson(sql`${classrooms.id}`), contentVersion })
    .from(classrooms)
    .where(sql`${classrooms.id} in (select id from ${idRows('classroomIds')} as asked)`)
    .prepare('lessons_of_classrooms'),
);

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
  for (const row of await lessonsOfClassrooms(db).execute({ classroomIds: idList(missing) })) {
    const read = decodeLessons(row.lessons);
    found.set(row.classroomId, read);
    if (row.contentVersion !== null) memory.keep(row.classroomId, read, row.contentVersion);
  }
  return found;
}
