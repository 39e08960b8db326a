import { PROBLEM_TYPES } from '@solve/core/answers/types';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingId, createdAt, timestamps } from './columns.js';
import { lessonPlans } from './catalog.js';
import { employees } from './people.js';

/** Core's list of problem types, in the order the database enum was created with. */
export const problemTypeEnum = pgEnum('problem_type', PROBLEM_TYPES);
/** The assignment kind of a problem set. */
export const problemSetKindEnum = pgEnum('problem_set_kind', [
  'HOMEWORK',
  'EXERCISE',
  'QUIZ',
  'INSTRUCTION',
  'PRACTICE',
  'PREVIEW',
  'REVIEW',
  'CONTEST',
]);
/** Card labels: Mental Math, Skill Builder, Problem Solving. */
export const problemSetPurposeEnum = pgEnum('problem_set_purpose', ['MENTAL', 'SKILL', 'PROBLEM_SOLVING']);
export const feedbackTypeEnum = pgEnum('feedback_type', ['INSTANT', 'GRADED', 'DELAYED']);

export const problemSets = pgTable(
  'problem_sets',
  {
    id: serial('id').primaryKey(),
    /** The stable name content files use (npm run import): importing a set again updates it. */
    code: text('code').notNull(),
    lessonPlanId: integer('lesson_plan_id').references(() => lessonPlans.id, { onDelete: 'set null' }),
    order: smallint('order').notNull().default(1),
    title: text('title').notNull(),
    kind: problemSetKindEnum('kind').notNull(),
    purpose: problemSetPurposeEnum('purpose').notNull(),
    learningObjective: text('learning_objective').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    /** Null: unlimited attempts. */
    allowedAttempts: smallint('allowed_attempts'),
    autoGrading: boolean('auto_grading').notNull().default(true),
    videoId: text('video_id'),
    feedbackType: feedbackTypeEnum('feedback_type').notNull().default('INSTANT'),
    /** Seconds; 0 is no limit (introduction sets are always 0). */
    timeLimit: integer('time_limit').notNull().default(0),
    allowSkip: boolean('allow_skip').notNull().default(true),
    randomizeOrder: boolean('randomize_order').notNull().default(false),
    level: smallint('level').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('problem_sets_code_unique').on(t.code),
    index('problem_sets_lesson_plan_order_idx').on(t.lessonPlanId, t.order),
    check('problem_sets_allowed_attempts_positive', sql`${t.allowedAttempts} is null or ${t.allowedAttempts} > 0`),
    check('problem_sets_time_limit_non_negative', sql`${t.timeLimit} >= 0`),
  ],
);

export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    problemSetId: cascadingId('problem_set_id', () => problemSets.id),
    order: smallint('order').notNull(),
    points: smallint('points').notNull().default(1),
    problemType: problemTypeEnum('problem_type').notNull(),
    questionText: text('question_text').notNull().default(''),
    questionImageUrl: text('question_image_url'),
    questionVideo: text('question_video'),
    solutionText: text('solution_text'),
    solutionImageUrl: text('solution_image_url'),
    solutionVideo: text('solution_video'),
    /** Accepted answers separated by '&'; for choice types the indexes of the correct choices. */
    answer: text('answer').notNull().default(''),
    caseSensitive: boolean('case_sensitive').notNull().default(false),
    /** Numbers within 1 percent count as correct. */
    approximate: boolean('approximate').notNull().default(false),
    randomizeChoices: boolean('randomize_choices').notNull().default(false),
    typesetMath: boolean('typeset_math').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('problems_problem_set_order_unique').on(t.problemSetId, t.order),
    check('problems_points_non_negative', sql`${t.points} >= 0`),
  ],
);

export const choices = pgTable(
  'choices',
  {
    id: serial('id').primaryKey(),
    problemId: cascadingId('problem_id', () => problems.id),
    order: smallint('order').notNull(),
    /** MATCHING: 'left;right'. Hotspots: 'x,y' as fractions of the image size. */
    text: text('text').notNull(),
    correct: boolean('correct').notNull().default(false),
  },
  (t) => [uniqueIndex('choices_problem_order_unique').on(t.problemId, t.order)],
);

export const hints = pgTable(
  'hints',
  {
    id: serial('id').primaryKey(),
    problemId: cascadingId('problem_id', () => problems.id),
    /** Hint number in the help chat, from 1. */
    order: smallint('order').notNull(),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
  },
  (t) => [uniqueIndex('hints_problem_order_unique').on(t.problemId, t.order), check('hints_order_positive', sql`${t.order} >= 1`)],
);

/** Images attached to a problem by staff (scratchpad drawings are saved here with cost 0). */
export const problemImages = pgTable(
  'problem_images',
  {
    id: serial('id').primaryKey(),
    problemId: cascadingId('problem_id', () => problems.id),
    fileKey: text('file_key'),
    imageUrl: text('image_url').notNull(),
    cost: integer('cost').notNull().default(0),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('problem_images_problem_idx').on(t.problemId), check('problem_images_cost_non_negative', sql`${t.cost} >= 0`)],
);
