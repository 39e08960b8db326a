import type { DemoCourse, PlanOutline } from '../courses.js';
import { demoVideo } from '../videos.js';
import { display, type ProblemSetSpec, type ProblemSpec } from './kit.js';
import { ratiosShowcase } from './showcase.js';

const MANUAL_TYPES = new Set(['OFFLINE', 'FREE_FORM']);

/** Auto-grading applies when any problem can be checked by the server. */
const autoGradable = (problems: ProblemSpec[]) => problems.some((problem) => !MANUAL_TYPES.has(problem.type));

type SetDefaults = 'autoGrading' | 'level' | 'randomizeOrder' | 'videoId' | 'allowSkip';

function set(values: Omit<ProblemSetSpec, SetDefaults> & Partial<ProblemSetSpec>): ProblemSetSpec {
  return {
    allowSkip: true,
    randomizeOrder: false,
    videoId: null,
    level: 1,
    autoGrading: autoGradable(values.problems),
    ...values,
  };
}

/**
 * The problem sets of one lesson plan, in order. Introductions get a readiness check; instruction
 * lessons a lesson, a warm-up and homework, with a quiz every third lesson; the other plan types
 * their own kind of set.
 */
export function setsForPlan(course: DemoCourse, plan: PlanOutline, courseIndex: number): ProblemSetSpec[] {
  const seed = courseIndex * 100 + plan.order * 7;
  const problems = (slot: number, count: number) => course.problems(seed + slot, count);
  switch (plan.lessonPlanType) {
    case 'INTRODUCTION':
      return [
        set({
          title: 'Readiness Assessment',
          kind: 'PREVIEW',
          purpose: 'SKILL',
          feedbackType: 'DELAYED',
          learningObjective: `See how ready you are for ${course.title}.`,
          instructions: 'Answer what you can; there is no time limit and no penalty for wrong answers.',
          allowedAttempts: 1,
          timeLimit: 0,
          problems: problems(0, 5),
        }),
      ];
    case 'ASSESSMENT':
      return [
        set({
          title: plan.title,
          kind: 'QUIZ',
          purpose: 'SKILL',
          feedbackType: 'DELAYED',
          learningObjective: plan.description,
          instructions: 'You have 30 minutes. Results appear after you submit.',
          allowedAttempts: 1,
          timeLimit: 1800,
          allowSkip: false,
          randomizeOrder: true,
          level: 2,
          problems: problems(1, 8),
        }),
      ];
    case 'CONTEST':
      return [
        set({
          title: plan.title,
          kind: 'CONTEST',
          purpose: 'PROBLEM_SOLVING',
          feedbackType: 'DELAYED',
          learningObjective: plan.description,
          instructions: 'Work alone, without a calculator. You have 40 minutes.',
          allowedAttempts: 1,
          timeLimit: 2400,
          allowSkip: false,
          level: 3,
          problems: problems(2, 10),
        }),
      ];
    case 'REVIEW':
      return [
        set({
          title: plan.title,
          kind: 'REVIEW',
          purpose: 'PROBLEM_SOLVING',
          feedbackType: 'GRADED',
          learningObjective: plan.description,
          instructions: 'Mixed problems from the whole course.',
          allowedAttempts: 2,
          timeLimit: 0,
          level: 2,
          problems: problems(3, 6),
        }),
        set({
          title: 'Extra Practice',
          kind: 'PRACTICE',
          purpose: 'SKILL',
          feedbackType: 'INSTANT',
          learningObjective: 'Optional practice before the final.',
          instructions: 'Practise as often as you like.',
          allowedAttempts: null,
          timeLimit: 0,
          problems: problems(4, 5),
        }),
      ];
    case 'INSTRUCTION':
      return instructionSets(course, plan, problems);
  }
}

type ProblemPicker = (slot: number, count: number) => ProblemSpec[];

function instructionSets(course: DemoCourse, plan: PlanOutline, problems: ProblemPicker): ProblemSetSpec[] {
  // Pre-Algebra lesson 1 homework shows every problem type the player supports.
  const homework = course.code === 'MA6' && plan.order === 1 ? ratiosShowcase : problems(5, 6);
  const sets = [
    set({
      title: `Learn: ${plan.title}`,
      kind: 'INSTRUCTION',
      purpose: 'SKILL',
      feedbackType: 'INSTANT',
      learningObjective: plan.description,
      instructions: 'Read each explanation, then try the examples.',
      allowedAttempts: null,
      timeLimit: 0,
      videoId: demoVideo(plan.order),
      problems: [display(`${plan.title}: ${plan.description}`), ...problems(6, 2)],
    }),
    set({
      title: `Warm-up ${plan.order}`,
      kind: 'EXERCISE',
      purpose: 'MENTAL',
      feedbackType: 'INSTANT',
      learningObjective: 'Quick recall without paper.',
      instructions: 'Five minutes, in your head.',
      allowedAttempts: 3,
      timeLimit: 300,
      problems: problems(7, 4),
    }),
    set({
      title: plan.title,
      kind: 'HOMEWORK',
      purpose: 'PROBLEM_SOLVING',
      feedbackType: 'INSTANT',
      learningObjective: plan.description,
      instructions: 'Show your work on the scratchpad. A score of 75% unlocks the next lesson.',
      allowedAttempts: 2,
      timeLimit: 0,
      videoId: plan.order % 2 ? demoVideo(plan.order + 1) : null,
      problems: homework,
    }),
  ];
  if (plan.order % 3 === 0) {
    sets.push(
      set({
        title: `Quiz ${plan.order / 3}`,
        kind: 'QUIZ',
        purpose: 'SKILL',
        feedbackType: 'DELAYED',
        learningObjective: 'Check what you learned in the last three lessons.',
        instructions: 'You have 15 minutes and one attempt. A score of 60% unlocks the next lesson.',
        allowedAttempts: 1,
        timeLimit: 900,
        allowSkip: false,
        randomizeOrder: true,
        problems: problems(8, 5),
      }),
    );
  }
  return sets;
}
