import type { lessonPlanTypeEnum, subjectEnum } from '../../schema/index.js';
import { biologyBank } from './content/banks/biology.js';
import { chemistryBank } from './content/banks/chemistry.js';
import { codingBank } from './content/banks/coding.js';
import { competitionBank } from './content/banks/competition.js';
import { debateBank } from './content/banks/debate.js';
import { englishBank } from './content/banks/english.js';
import { geometryBank } from './content/banks/geometry.js';
import { physicsBank } from './content/banks/physics.js';
import { elementaryProblems } from './content/elementary.js';
import type { ProblemSpec } from './content/kit.js';
import { prealgebraProblems } from './content/prealgebra.js';

type Subject = (typeof subjectEnum.enumValues)[number];
type LessonPlanType = (typeof lessonPlanTypeEnum.enumValues)[number];

/** A lesson of the syllabus after the introduction: title, description, and its type when not INSTRUCTION. */
export type DemoLessonPlan = readonly [title: string, description: string, type?: LessonPlanType];

export interface DemoCourse {
  code: string;
  title: string;
  subject: Subject;
  startGrade: number;
  endGrade: number;
  /** Place in the subject's path (1 first): recommendations offer the next level up. */
  level: number;
  category: string;
  description: string;
  longDescription: string;
  lessons: readonly DemoLessonPlan[];
  /** `count` problems for a set; `seed` varies them from set to set. */
  problems: (seed: number, count: number) => ProblemSpec[];
}

/** Takes `count` problems from a bank, starting at a place that moves with the seed. */
const fromBank =
  (bank: readonly ProblemSpec[]) =>
  (seed: number, count: number): ProblemSpec[] =>
    Array.from({ length: Math.min(count, bank.length) }, (_, index) => bank[(seed * 3 + index) % bank.length]!);

export const demoCourses: readonly DemoCourse[] = [
  {
    code: 'MA6',
    title: 'Pre-Algebra',
    subject: 'M',
    startGrade: 5,
    endGrade: 7,
    level: 2,
    category: 'Accelerated',
    description: 'Ratios, negative numbers, expressions and equations: the bridge from arithmetic to algebra.',
    longDescription:
      'Students learn to reason with ratios and rates, work fluently with negative numbers, write and simplify expressions and solve one- and two-step equations and inequalities. Weekly homework builds speed; problem-solving sets build depth.',
    lessons: [
      ['Ratios and Rates', 'Compare quantities with ratios, unit rates and double number lines.'],
      ['Negative Numbers', 'Add, subtract, multiply and divide integers on the number line.'],
      ['Expressions', 'Write, evaluate and simplify algebraic expressions.'],
      ['One-Step Equations', 'Solve equations with one operation by undoing it.'],
      ['Two-Step Equations', 'Solve equations such as 3x + 4 = 19.'],
      ['Midterm Assessment', 'A timed check of lessons 1 to 5.', 'ASSESSMENT'],
      ['Percents', 'Percent of a number, percent change and discounts.'],
      ['Inequalities', 'Solve and graph one-variable inequalities.'],
      ['Area and Perimeter', 'Rectangles, triangles and composite figures.'],
      ['Final Review', 'Mixed review of the whole course.', 'REVIEW'],
    ],
    problems: prealgebraProblems,
  },
  {
    code: 'MC8',
    title: 'AMC 8 Competition Math',
    subject: 'M',
    startGrade: 4,
    endGrade: 8,
    level: 2,
    category: 'Olympiad',
    description: 'Counting, number theory, geometry and logic for the AMC 8 and MATHCOUNTS.',
    longDescription:
      'Each week covers one contest topic with a lecture, a warm-up and a problem set of past-contest style problems. The class ends with a timed mock contest under real conditions.',
    lessons: [
      ['Counting Basics', 'Lists, the multiplication principle and factorials.'],
      ['Number Theory', 'Primes, divisors and remainders.'],
      ['Area and Angles', 'Triangles, circles and angle chasing.'],
      ['Probability', 'Equally likely outcomes and complementary counting.'],
      ['Logic Puzzles', 'Casework, parity and working backwards.'],
      ['Mock AMC 8', 'A 40-minute contest in the AMC 8 format.', 'CONTEST'],
      ['Contest Review', 'Going over the mock contest.', 'REVIEW'],
    ],
    problems: fromBank(competitionBank),
  },
  {
    code: 'MG9',
    title: 'Geometry',
    subject: 'M',
    startGrade: 8,
    endGrade: 10,
    level: 3,
    category: 'Accelerated',
    description: 'Angles, triangles, circles, area and volume, with proofs.',
    longDescription: 'A full high-school geometry course: congruence and similarity, the Pythagorean theorem, circles, area and volume.',
    lessons: [
      ['Angles and Lines', 'Parallel lines, transversals and angle relationships.'],
      ['Triangles', 'Angle sums, congruence and similarity.'],
      ['The Pythagorean Theorem', 'Right triangles and distance.'],
      ['Polygons', 'Interior and exterior angles.'],
      ['Circles', 'Arcs, chords and area.'],
      ['Area', 'Areas of polygons and composite figures.'],
      ['Volume', 'Prisms, cylinders, pyramids and cones.'],
      ['Final Review', 'Mixed review of the course.', 'REVIEW'],
    ],
    problems: fromBank(geometryBank),
  },
  {
    code: 'MF4',
    title: 'Math Foundations 4',
    subject: 'M',
    startGrade: 3,
    endGrade: 5,
    level: 1,
    category: 'Accelerated',
    description: 'Multi-digit multiplication, division, fractions and decimals, with problem solving every week.',
    longDescription: 'Builds fluency with the four operations and a solid understanding of fractions and decimals.',
    lessons: [
      ['Multiplication', 'Multi-digit multiplication with area models.'],
      ['Division', 'Long division and remainders.'],
      ['Fractions', 'Equivalent fractions and comparing fractions.'],
      ['Decimals', 'Tenths, hundredths and adding decimals.'],
      ['Perimeter and Area', 'Rectangles and squares.'],
      ['Review', 'Mixed review.', 'REVIEW'],
    ],
    problems: elementaryProblems,
  },
  {
    code: 'MT1',
    title: 'Math Tutoring',
    subject: 'M',
    startGrade: 0,
    endGrade: 12,
    level: 1,
    category: 'Tutoring',
    description: "One-on-one tutoring at the student's level, 50-minute sessions.",
    longDescription: 'A tutor works with the student on school topics or enrichment; practice sets follow each session.',
    lessons: [
      ['Number Sense', 'Place value and mental math.'],
      ['Fractions', 'Fractions on the number line.'],
      ['Word Problems', 'Reading carefully and choosing an operation.'],
      ['Measurement', 'Units, conversions and perimeter.'],
    ],
    problems: elementaryProblems,
  },
  {
    code: 'NP9',
    title: 'AP Physics 1',
    subject: 'N',
    startGrade: 9,
    endGrade: 12,
    level: 1,
    category: 'AP',
    description: 'Algebra-based mechanics for the AP Physics 1 exam.',
    longDescription: 'Kinematics, forces, energy, momentum and rotation, with labs and AP-style free-response practice.',
    lessons: [
      ['Kinematics', 'Position, velocity and acceleration.'],
      ['Vectors', 'Components and projectile motion.'],
      ["Newton's Laws", 'Forces and free-body diagrams.'],
      ['Energy', 'Work, kinetic and potential energy.'],
      ['Momentum', 'Impulse and collisions.'],
      ['Rotation', 'Torque and rotational motion.'],
      ['Exam Review', 'AP-style review.', 'REVIEW'],
    ],
    problems: fromBank(physicsBank),
  },
  {
    code: 'BI7',
    title: 'Biology Foundations',
    subject: 'B',
    startGrade: 7,
    endGrade: 12,
    level: 1,
    category: 'Biology',
    description: 'Cells, genetics, evolution and ecology.',
    longDescription: 'A first biology course with virtual labs, reading and weekly problem sets.',
    lessons: [
      ['Cells', 'Cell structure and organelles.'],
      ['Genetics', 'DNA, genes and inheritance.'],
      ['Evolution', 'Variation and natural selection.'],
      ['Ecology', 'Food webs and ecosystems.'],
      ['The Human Body', 'Organ systems working together.'],
      ['Review', 'Mixed review.', 'REVIEW'],
    ],
    problems: fromBank(biologyBank),
  },
  {
    code: 'PY5',
    title: 'Python Programming',
    subject: 'P',
    startGrade: 2,
    endGrade: 11,
    level: 1,
    category: 'Programming',
    description: 'Learn to code in Python: variables, loops, functions and small projects.',
    longDescription: "Self-paced videos and exercises lead to a final project of the student's choice.",
    lessons: [
      ['Variables', 'Storing and printing values.'],
      ['Conditionals', 'if, elif and else.'],
      ['Loops', 'for and while loops.'],
      ['Functions', 'Defining and calling functions.'],
      ['Lists', 'Working with lists of values.'],
      ['Final Project', 'Build and share a small program.', 'REVIEW'],
    ],
    problems: fromBank(codingBank),
  },
  {
    code: 'CH8',
    title: 'Chemistry Essentials',
    subject: 'C',
    startGrade: 7,
    endGrade: 12,
    level: 1,
    category: 'Chemistry',
    description: 'Atoms, the periodic table, bonding and reactions.',
    longDescription: 'An introduction to chemistry with demonstrations and stoichiometry practice.',
    lessons: [
      ['Atoms', 'Protons, neutrons and electrons.'],
      ['The Periodic Table', 'Groups, periods and trends.'],
      ['Bonding', 'Ionic and covalent bonds.'],
      ['Reactions', 'Balancing chemical equations.'],
      ['Moles', 'Molar mass and stoichiometry.'],
      ['Review', 'Mixed review.', 'REVIEW'],
    ],
    problems: fromBank(chemistryBank),
  },
  {
    code: 'EW6',
    title: 'Creative Writing',
    subject: 'E',
    startGrade: 5,
    endGrade: 8,
    level: 1,
    category: 'English',
    description: 'Stories, description, dialogue and poetry, with feedback on every piece.',
    longDescription: "Students write every week and revise with an instructor's comments.",
    lessons: [
      ['Narrative', 'Beginnings, middles and ends.'],
      ['Description', 'Showing with the five senses.'],
      ['Dialogue', 'Writing how people talk.'],
      ['Poetry', 'Imagery, rhythm and form.'],
      ['Persuasion', 'Writing to convince.'],
      ['Revision', 'Polishing a portfolio piece.', 'REVIEW'],
    ],
    problems: fromBank(englishBank),
  },
  {
    code: 'DB7',
    title: 'Speech and Debate',
    subject: 'D',
    startGrade: 7,
    endGrade: 12,
    level: 1,
    category: 'Speech and Debate',
    description: 'Public speaking, argument and parliamentary debate.',
    longDescription: 'Students practise speeches every week and finish with an in-class tournament.',
    lessons: [
      ['Public Speaking', 'Voice, posture and eye contact.'],
      ['Building an Argument', 'Claims, warrants and evidence.'],
      ['Rebuttal', 'Answering the other side.'],
      ['Cross-Examination', 'Asking and answering questions.'],
      ['Parliamentary Format', 'Roles and timing of a round.'],
      ['Tournament', 'An in-class tournament.', 'CONTEST'],
    ],
    problems: fromBank(debateBank),
  },
  {
    code: 'EW8',
    title: 'Essay Writing',
    subject: 'E',
    startGrade: 6,
    endGrade: 9,
    level: 2,
    category: 'English',
    description: 'Thesis, structure and evidence: the essays of middle and high school.',
    longDescription: 'Students plan, draft and revise an essay every two weeks, with comments on each draft.',
    lessons: [
      ['The Thesis', 'Claims worth arguing.'],
      ['Paragraphs', 'Topic sentences and support.'],
      ['Evidence', 'Quoting and explaining sources.'],
      ['Counterarguments', 'Answering the other side.'],
      ['Style', 'Clear, varied sentences.'],
      ['Portfolio', 'A revised essay for the portfolio.', 'REVIEW'],
    ],
    problems: fromBank(englishBank),
  },
  {
    code: 'PY7',
    title: 'Python Projects',
    subject: 'P',
    startGrade: 6,
    endGrade: 10,
    level: 2,
    category: 'Programming',
    description: 'Games, data and small tools: building bigger programs in Python.',
    longDescription: 'After Python Programming: dictionaries, files, classes and a project built in steps.',
    lessons: [
      ['Dictionaries', 'Looking things up by key.'],
      ['Files', 'Reading and writing data.'],
      ['Classes', 'Objects with their own data and methods.'],
      ['A Text Game', 'Putting it together.'],
      ['Showcase', 'Presenting the project.', 'REVIEW'],
    ],
    problems: fromBank(codingBank),
  },
];

export interface PlanOutline {
  order: number;
  title: string;
  description: string;
  lessonPlanType: LessonPlanType;
}

/** The course's lesson plans: the introduction (lesson 0), then its lessons from 1. */
export function planOutlines(course: DemoCourse): PlanOutline[] {
  return [
    {
      order: 0,
      title: 'Introduction',
      description: 'Take an assessment to learn how ready you are to take this class.',
      lessonPlanType: 'INTRODUCTION',
    },
    ...course.lessons.map(([title, description, type], index) => ({
      order: index + 1,
      title,
      description,
      lessonPlanType: type ?? 'INSTRUCTION',
    })),
  ];
}
