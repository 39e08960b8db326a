import { builder } from '../../graphql/builder.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { FeedbackTypeEnum, ProblemSetKindEnum, ProblemSetPurposeEnum, ProblemTypeEnum } from '../learning/learning.types.js';
import { PlayerViewRef } from '../player/player-types.graphql.js';
import { setPreviewView } from '../player/set-preview.service.js';
import { cleanText } from '../manage-classes/input-checks.js';
import { notFound } from '../../graphql/errors.js';
import { LIBRARY_PAGE_SIZE, listLibrary, loadEditableSet } from './problem-set-read.js';
import { saveProblemSet } from './problem-set-save.service.js';
import type {
  EditableChoice,
  EditableLessonPlan,
  EditableProblem,
  EditableProblemSet,
  HintEdit,
  LibraryEntry,
  LibraryPage,
  ProblemSetIssue,
  SaveResult,
} from './problem-sets.types.js';

/** The back office's problem-set editor: the library, one set to edit, its save and its preview. Admins only. */

const LessonPlanRef = builder.objectRef<EditableLessonPlan>('ProblemSetLessonPlan').implement({
  description: 'The course lesson a problem set belongs to',
  fields: (t) => ({
    courseCode: t.exposeString('courseCode'),
    courseTitle: t.exposeString('courseTitle'),
    order: t.exposeInt('order', { description: 'The lesson number (0 is the introduction)' }),
    title: t.exposeString('title'),
    lessonPlanType: t.exposeString('lessonPlanType'),
  }),
});

const EditableChoiceRef = builder.objectRef<EditableChoice>('EditableChoice').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    text: t.exposeString('text', { description: "MATCHING: 'left;right'. Hotspots: 'x,y' or 'x,y,r' as fractions of the image" }),
    correct: t.exposeBoolean('correct'),
  }),
});

const EditableHintRef = builder.objectRef<HintEdit>('EditableHint').implement({
  fields: (t) => ({
    text: t.exposeString('text'),
    image: t.exposeString('image', { nullable: true }),
    video: t.exposeString('video', { nullable: true }),
  }),
});

const EditableProblemRef = builder.objectRef<EditableProblem>('EditableProblem').implement({
  description: 'A problem with its answer key, choices, hints and solution (docs/content-format.md)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    problemType: t.expose('problemType', { type: ProblemTypeEnum }),
    points: t.exposeInt('points'),
    questionText: t.exposeString('questionText'),
    questionImageUrl: t.exposeString('questionImageUrl', { nullable: true }),
    questionVideo: t.exposeString('questionVideo', { nullable: true }),
    solutionText: t.exposeString('solutionText', { nullable: true }),
    solutionImageUrl: t.exposeString('solutionImageUrl', { nullable: true }),
    solutionVideo: t.exposeString('solutionVideo', { nullable: true }),
    answer: t.exposeString('answer', { description: "Accepted answers separated by '&'; choice types: 0-based indexes" }),
    caseSensitive: t.exposeBoolean('caseSensitive'),
    approximate: t.exposeBoolean('approximate'),
    randomizeChoices: t.exposeBoolean('randomizeChoices'),
    typesetMath: t.exposeBoolean('typesetMath'),
    choices: t.field({ type: [EditableChoiceRef], resolve: (problem) => problem.choices }),
    hints: t.field({ type: [EditableHintRef], resolve: (problem) => problem.hints }),
    answerCount: t.exposeInt('answerCount', {
      description: "Students' stored answers to it: it stays, with its type and choices in place",
    }),
  }),
});

export const EditableProblemSetRef = builder.objectRef<EditableProblemSet>('EditableProblemSet').implement({
  description: 'A problem set as the editor shows it',
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    order: t.exposeInt('order'),
    lessonPlan: t.field({ type: LessonPlanRef, nullable: true, resolve: (set) => set.lessonPlan }),
    title: t.exposeString('title'),
    kind: t.expose('kind', { type: ProblemSetKindEnum }),
    purpose: t.expose('purpose', { type: ProblemSetPurposeEnum }),
    learningObjective: t.exposeString('learningObjective'),
    instructions: t.exposeString('instructions'),
    allowedAttempts: t.exposeInt('allowedAttempts', { nullable: true, description: 'Null: unlimited' }),
    autoGrading: t.exposeBoolean('autoGrading'),
    feedbackType: t.expose('feedbackType', { type: FeedbackTypeEnum }),
    timeLimit: t.exposeInt('timeLimit', { description: 'Seconds; 0 is no limit' }),
    allowSkip: t.exposeBoolean('allowSkip'),
    randomizeOrder: t.exposeBoolean('randomizeOrder'),
    problems: t.field({ type: [EditableProblemRef], resolve: (set) => set.problems }),
    assignmentCount: t.exposeInt('assignmentCount', { description: 'Classroom lessons that give this set' }),
    updatedAt: t.field({ type: 'DateTime', resolve: (set) => set.updatedAt }),
    revision: t.exposeString('revision', { description: 'Name it when saving: a set changed since is not overwritten' }),
  }),
});

const LibraryEntryRef = builder.objectRef<LibraryEntry>('ProblemSetLibraryEntry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    title: t.exposeString('title'),
    kind: t.expose('kind', { type: ProblemSetKindEnum }),
    purpose: t.expose('purpose', { type: ProblemSetPurposeEnum }),
    lessonPlan: t.field({ type: LessonPlanRef, nullable: true, resolve: (entry) => entry.lessonPlan }),
    problemCount: t.exposeInt('problemCount'),
    assignmentCount: t.exposeInt('assignmentCount'),
    updatedAt: t.field({ type: 'DateTime', resolve: (entry) => entry.updatedAt }),
  }),
});

const LibraryPageRef = builder.objectRef<LibraryPage>('ProblemSetLibraryPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [LibraryEntryRef], resolve: (page) => page.entries }),
    total: t.exposeInt('total', { description: 'Sets that match, on every page' }),
  }),
});

const IssueRef = builder.objectRef<ProblemSetIssue>('ProblemSetIssue').implement({
  description: 'A field of the edited set that breaks a rule',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'From the set, e.g. problems[2].choices[1].text' }),
    message: t.exposeString('message'),
  }),
});

const SaveOutcomeEnum = builder.enumType('ProblemSetSaveOutcome', { values: ['SAVED', 'UNCHANGED', 'INVALID'] as const });

const SaveResultRef = builder.objectRef<SaveResult>('ProblemSetSaveResult').implement({
  fields: (t) => ({
    outcome: t.expose('outcome', { type: SaveOutcomeEnum }),
    message: t.exposeString('message'),
    issues: t.field({ type: [IssueRef], resolve: (result) => result.issues }),
    problemSet: t.field({ type: EditableProblemSetRef, resolve: (result) => result.problemSet }),
  }),
});

const ChoiceInputRef = builder.inputType('ChoiceEditInput', {
  fields: (t) => ({
    id: t.int({ description: 'Null: a new choice' }),
    text: t.string({ required: true }),
    correct: t.boolean({ required: true }),
  }),
});

const HintInputRef = builder.inputType('HintEditInput', {
  fields: (t) => ({
    text: t.string({ required: true }),
    image: t.string(),
    video: t.string(),
  }),
});

const ProblemInputRef = builder.inputType('ProblemEditInput', {
  fields: (t) => ({
    id: t.int({ description: 'Null: a new problem' }),
    problemType: t.field({ type: ProblemTypeEnum, required: true }),
    points: t.int({ required: true }),
    questionText: t.string({ required: true }),
    questionImageUrl: t.string(),
    questionVideo: t.string(),
    solutionText: t.string(),
    solutionImageUrl: t.string(),
    solutionVideo: t.string(),
    answer: t.string({ required: true }),
    caseSensitive: t.boolean({ required: true }),
    approximate: t.boolean({ required: true }),
    randomizeChoices: t.boolean({ required: true }),
    typesetMath: t.boolean({ required: true }),
    choices: t.field({ type: [ChoiceInputRef], required: true }),
    hints: t.field({ type: [HintInputRef], required: true }),
  }),
});

const SetInputRef = builder.inputType('ProblemSetEditInput', {
  description: "The set's fields and its problems in order; problems and choices without an id are new, stored ones left out are removed",
  fields: (t) => ({
    title: t.string({ required: true }),
    kind: t.field({ type: ProblemSetKindEnum, required: true }),
    purpose: t.field({ type: ProblemSetPurposeEnum, required: true }),
    learningObjective: t.string({ required: true }),
    instructions: t.string({ required: true }),
    allowedAttempts: t.int({ description: 'Null: unlimited' }),
    autoGrading: t.boolean({ required: true }),
    feedbackType: t.field({ type: FeedbackTypeEnum, required: true }),
    timeLimit: t.int({ required: true, description: 'Seconds; 0 is no limit' }),
    allowSkip: t.boolean({ required: true }),
    randomizeOrder: t.boolean({ required: true }),
    problems: t.field({ type: [ProblemInputRef], required: true }),
  }),
});

builder.queryFields((t) => ({
  problemSetLibrary: t.field({
    type: LibraryPageRef,
    description: `Problem sets by code or title, ${LIBRARY_PAGE_SIZE} a page: admins`,
    args: { search: t.arg.string(), offset: t.arg.int() },
    resolve: (_root, { search, offset }, ctx) => {
      requireAdminViewer(ctx.viewer);
      const start = offset ?? 0;
      return listLibrary(
        ctx.services.db,
        cleanText(search ?? '', 100, true),
        Number.isInteger(start) && start > 0 ? Math.min(start, 1_000_000) : 0,
      );
    },
  }),
  editableProblemSet: t.field({
    type: EditableProblemSetRef,
    description: 'One problem set with everything the editor changes: admins',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      requireAdminViewer(ctx.viewer);
      const set = await loadEditableSet(ctx.services.db, id);
      if (!set) throw notFound();
      return set;
    },
  }),
  problemSetPreview: t.field({
    type: PlayerViewRef,
    description: "The player's staff preview of a problem set as stored, outside any class: admins",
    args: { problemSetId: t.arg.int({ required: true }) },
    resolve: (_root, { problemSetId }, ctx) => {
      requireAdminViewer(ctx.viewer);
      return setPreviewView(ctx.services.db, ctx.services.config.secretKey, problemSetId, ctx.services.now());
    },
  }),
}));

builder.mutationFields((t) => ({
  saveProblemSet: t.field({
    type: SaveResultRef,
    description:
      'Saves an edited problem set over the revision it was made from; students keep their answers and grades, new answers meet this version: admins',
    args: {
      id: t.arg.int({ required: true }),
      revision: t.arg.string({ required: true }),
      input: t.arg({ type: SetInputRef, required: true }),
    },
    resolve: (_root, { id, revision, input }, ctx) => {
      const viewer = requireAdminViewer(ctx.viewer);
      return saveProblemSet(
        ctx.services.db,
        viewer,
        id,
        revision,
        {
          ...input,
          allowedAttempts: input.allowedAttempts ?? null,
          problems: input.problems.map((problem) => ({
            ...problem,
            id: problem.id ?? null,
            questionImageUrl: problem.questionImageUrl ?? null,
            questionVideo: problem.questionVideo ?? null,
            solutionText: problem.solutionText ?? null,
            solutionImageUrl: problem.solutionImageUrl ?? null,
            solutionVideo: problem.solutionVideo ?? null,
            choices: problem.choices.map((choice) => ({ ...choice, id: choice.id ?? null })),
            hints: problem.hints.map((hint) => ({ text: hint.text, image: hint.image ?? null, video: hint.video ?? null })),
          })),
        },
        ctx.services.now(),
      );
    },
  }),
}));
