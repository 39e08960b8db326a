import type { Db } from '../../client.js';
import { choices, hints, problemImages, problemSets, problems } from '../../schema/index.js';
import { inserter, insertOne } from './insert.js';
import { nextSequence } from './sequence.js';

export type NewProblemSet = typeof problemSets.$inferInsert;
export type NewProblem = typeof problems.$inferInsert;
export type NewChoice = typeof choices.$inferInsert;
export type NewHint = typeof hints.$inferInsert;
export type NewProblemImage = typeof problemImages.$inferInsert;

export function problemSetValues(values: Partial<NewProblemSet> = {}): NewProblemSet {
  return {
    code: `set-${nextSequence()}`,
    order: 1,
    title: 'Ratios and Rates',
    kind: 'HOMEWORK',
    purpose: 'PROBLEM_SOLVING',
    learningObjective: 'Compare quantities with ratios and unit rates.',
    instructions: 'Answer every question; show your work on the scratchpad.',
    allowedAttempts: 2,
    autoGrading: true,
    feedbackType: 'INSTANT',
    timeLimit: 0,
    allowSkip: true,
    level: 1,
    ...values,
  };
}

export function problemValues(values: Partial<NewProblem> & Pick<NewProblem, 'problemSetId' | 'order'>): NewProblem {
  return {
    points: 1,
    problemType: 'SHORT_NUMBER_RESPONSE',
    questionText: 'A car travels 150 miles in 3 hours. How many miles does it travel per hour?',
    answer: '50',
    solutionText: '150 ÷ 3 = 50 miles per hour.',
    ...values,
  };
}

export const createProblemSet = inserter(problemSets, problemSetValues);

export const createProblem = inserter(problems, problemValues);

export const createChoice = (db: Db, values: Partial<NewChoice> & Pick<NewChoice, 'problemId' | 'order' | 'text'>) =>
  insertOne(db, choices, { correct: false, ...values });

export const createHint = (db: Db, values: Partial<NewHint> & Pick<NewHint, 'problemId' | 'order'>) =>
  insertOne(db, hints, { text: 'Start by writing down what the question gives you.', ...values });

export const createProblemImage = (db: Db, values: Partial<NewProblemImage> & Pick<NewProblemImage, 'problemId' | 'imageUrl'>) =>
  insertOne(db, problemImages, { cost: 0, ...values });
