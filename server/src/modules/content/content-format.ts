import { z } from 'zod';
import { PROBLEM_TYPES } from '@solve/core';
import { feedbackTypeEnum, lessonPlanTypeEnum, problemSetKindEnum, problemSetPurposeEnum, subjectEnum } from '../../db/schema/index.js';

/**
 * The content file format (docs/content-format.md): courses with their lesson plans, and problem
 * sets with problems, choices and hints, every field of problem-set-player.md §3. Codes make an
 * import repeatable: importing the same file again updates what it created.
 */

const text = (max: number) => z.string().max(max);
const optionalUrl = z.string().max(2000).nullable().optional();
const order = z.number().int().min(0).max(32_000);

export const choiceSchema = z.strictObject({
  order: order.min(1).optional(),
  /** MATCHING: 'left;right'. Hotspots: 'x,y' (or 'x,y,r') as fractions of the image size. */
  text: text(5000),
  correct: z.boolean().default(false),
});

export const hintSchema = z.strictObject({
  order: order.min(1).optional(),
  text: text(5000).default(''),
  image: optionalUrl,
  video: optionalUrl,
});

export const problemSchema = z.strictObject({
  order: order.min(1).optional(),
  points: z.number().int().min(0).max(1000).default(1),
  problemType: z.enum(PROBLEM_TYPES),
  questionText: text(50_000).default(''),
  questionImageUrl: optionalUrl,
  questionVideo: optionalUrl,
  solutionText: text(50_000).nullable().optional(),
  solutionImageUrl: optionalUrl,
  solutionVideo: optionalUrl,
  /** Accepted answers separated by '&'; choice types: 0-based indexes of the correct choices. */
  answer: text(5000).default(''),
  caseSensitive: z.boolean().default(false),
  approximate: z.boolean().default(false),
  randomizeChoices: z.boolean().default(false),
  typesetMath: z.boolean().default(false),
  choices: z.array(choiceSchema).max(200).default([]),
  hints: z.array(hintSchema).max(50).default([]),
});

export const lessonPlanRefSchema = z.strictObject({
  /** The course's code. */
  course: text(40).min(1),
  /** The lesson number (0 is the introduction). */
  order,
});

export const problemSetSchema = z.strictObject({
  code: text(80).regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'use letters, digits and . _ : - only'),
  lessonPlan: lessonPlanRefSchema.nullable().optional(),
  order: order.min(1).default(1),
  title: text(300).min(1, 'a title is required'),
  kind: z.enum(problemSetKindEnum.enumValues),
  purpose: z.enum(problemSetPurposeEnum.enumValues),
  learningObjective: text(5000).default(''),
  instructions: text(20_000).default(''),
  /** null: unlimited. */
  allowedAttempts: z.number().int().min(1).max(1000).nullable().default(null),
  autoGrading: z.boolean().default(true),
  videoId: text(500).nullable().optional(),
  feedbackType: z.enum(feedbackTypeEnum.enumValues).default('INSTANT'),
  /** Seconds; 0 is no limit (forced to 0 in introduction lessons). */
  timeLimit: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(0),
  allowSkip: z.boolean().default(true),
  randomizeOrder: z.boolean().default(false),
  level: z.number().int().min(1).max(100).default(1),
  problems: z.array(problemSchema).max(500).default([]),
});

export const lessonPlanSchema = z.strictObject({
  order,
  title: text(300).min(1, 'a title is required'),
  lessonPlanType: z.enum(lessonPlanTypeEnum.enumValues).default('INSTRUCTION'),
  description: text(5000).default(''),
});

export const courseSchema = z
  .strictObject({
    code: text(40).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'use letters, digits and . _ - only'),
    title: text(300).min(1, 'a title is required'),
    subject: z.enum(subjectEnum.enumValues),
    description: text(5000).default(''),
    longDescription: text(50_000).default(''),
    startGrade: z.number().int().min(0).max(12),
    endGrade: z.number().int().min(0).max(12),
    imageUrl: optionalUrl,
    category: text(100).default(''),
    level: z.number().int().min(1).max(100).default(1),
    lessonCount: z.number().int().min(0).max(1000).optional(),
    lessonPlans: z.array(lessonPlanSchema).max(500).default([]),
  })
  .refine((course) => course.endGrade >= course.startGrade, { message: 'endGrade must not be below startGrade', path: ['endGrade'] });

export const contentSchema = z.strictObject({
  courses: z.array(courseSchema).max(1000).default([]),
  problemSets: z.array(problemSetSchema).max(20_000).default([]),
});

export type ContentDocument = z.infer<typeof contentSchema>;
export type CourseContent = z.infer<typeof courseSchema>;
export type ProblemSetContent = z.infer<typeof problemSetSchema>;
export type ProblemContent = z.infer<typeof problemSchema>;
/** What a content file may leave out (defaults filled in by the schema). */
export type ContentInput = z.input<typeof contentSchema>;

/** A problem with the file: where it is (problemSets[2].problems[4].choices) and what is wrong. */
export interface ContentProblem {
  path: string;
  message: string;
  /** Set when the problem was found in the raw text (nesting too deep; null: the file as a whole), not at a path. */
  line?: number | null;
}

/** ['problemSets', 2, 'problems', 4, 'choices'] → 'problemSets[2].problems[4].choices'. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out === '' ? String(part) : `${out}.${String(part)}`),
    '',
  );
}

export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(problems.map(({ path, message }) => (path === '' ? message : `${path}: ${message}`)).join('\n'));
    this.name = 'ContentError';
  }
}
