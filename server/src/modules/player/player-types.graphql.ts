import { builder } from '../../graphql/builder.js';
import { FeedbackTypeEnum, ProblemTypeEnum } from '../learning/learning.types.js';
import type {
  AnswerPayloadModel,
  CorrectAnswerModel,
  PairModel,
  PlayerAnswerModel,
  PlayerChoiceModel,
  PlayerProblemModel,
  PlayerResponseModel,
  PlayerResultsModel,
  PlayerSetModel,
  PlayerSubmissionModel,
  PlayerViewModel,
  PointModel,
  ProblemImageModel,
  SolutionModel,
  SpotModel,
} from './player.models.js';

/** The player's GraphQL types: plain objects built by player-present.ts, exposed field by field. */

export const PlayerModeEnum = builder.enumType('PlayerMode', {
  description:
    'PREVIEW: staff, every answer shown, nothing saved. ATTEMPT: in progress. SUBMITTED: read-only with results. REVIEW: a reviewed submission, solutions shown.',
  values: ['PREVIEW', 'ATTEMPT', 'SUBMITTED', 'REVIEW'] as const,
});
export const PlayerRedirectEnum = builder.enumType('PlayerRedirect', {
  description: 'LESSONS: the student has no submission for this assignment (go to /lessons?classroomId=)',
  values: ['LESSONS'] as const,
});
export const AnswerKindEnum = builder.enumType('AnswerKind', {
  values: ['TEXT', 'CHOICES', 'RANKING', 'MATCHING', 'HOTSPOTS', 'SKIPPED'] as const,
});
export const AnswerOutcomeEnum = builder.enumType('AnswerOutcome', {
  description:
    'CORRECT, INCORRECT: the result (INSTANT feedback). AWAITING_GRADING: stored for a grader. SAVED: stored, result hidden until the set is submitted. INVALID: unreadable, nothing stored, see message. UNSUPPORTED: cannot be checked (e.g. Template not yet supported), nothing stored.',
  values: ['CORRECT', 'INCORRECT', 'AWAITING_GRADING', 'SAVED', 'INVALID', 'UNSUPPORTED'] as const,
});

const PlayerChoiceRef = builder.objectRef<PlayerChoiceModel>('PlayerChoice').implement({
  description: 'A choice in display order; answers name it by its opaque key',
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label', { description: 'A to Z (cycling) for choices and left sides; 1, 2, … for right sides' }),
    text: t.exposeString('text'),
  }),
});

const PointRef = builder.objectRef<PointModel>('Point').implement({
  description: 'A point on an image, as fractions of its width (x) and height (y)',
  fields: (t) => ({ x: t.exposeFloat('x'), y: t.exposeFloat('y') }),
});

const SpotRef = builder.objectRef<SpotModel>('HotspotSpot').implement({
  fields: (t) => ({
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    radius: t.exposeFloat('radius', { description: 'Fraction of the image size' }),
  }),
});

const PairRef = builder.objectRef<PairModel>('MatchPair').implement({
  fields: (t) => ({ left: t.exposeString('left'), right: t.exposeString('right') }),
});

const PlayerAnswerRef = builder.objectRef<PlayerAnswerModel>('PlayerAnswer').implement({
  description: "A stored answer in the keys of the student's attempt",
  fields: (t) => ({
    kind: t.expose('kind', { type: AnswerKindEnum }),
    text: t.exposeString('text', { nullable: true }),
    selected: t.exposeStringList('selected'),
    order: t.exposeStringList('order'),
    pairs: t.expose('pairs', { type: [PairRef] }),
    clicks: t.expose('clicks', { type: [PointRef] }),
  }),
});

const CorrectAnswerRef = builder.objectRef<CorrectAnswerModel>('CorrectAnswer').implement({
  description: 'The answer key, in the keys of the attempt (after INSTANT feedback, in review, for staff)',
  fields: (t) => ({
    accepted: t.exposeStringList('accepted', { description: 'Typed answers accepted (text, number and unit types)' }),
    selected: t.exposeStringList('selected', { description: 'Choice keys to select' }),
    order: t.exposeStringList('order', { description: 'RANKING: keys first to last' }),
    pairs: t.expose('pairs', { type: [PairRef], description: 'MATCHING: left key to right key' }),
    spots: t.expose('spots', { type: [SpotRef], description: 'Hotspots: the spots to find' }),
  }),
});

export const SolutionRef = builder.objectRef<SolutionModel>('Solution').implement({
  fields: (t) => ({
    text: t.exposeString('text', { nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    video: t.exposeString('video', { nullable: true }),
  }),
});

export const PlayerResponseRef = builder.objectRef<PlayerResponseModel>('PlayerResponse').implement({
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'responseId of updateProblemResponse' }),
    problemId: t.exposeInt('problemId'),
    answer: t.expose('answer', { type: PlayerAnswerRef }),
    answered: t.exposeBoolean('answered'),
    state: t.exposeInt('state', {
      nullable: true,
      description:
        '0 unanswered, 1 correct, 2 incorrect, 3 partially graded, 4 awaiting grading, 5 fully correct, 6 zero score; null while the feedback type hides results',
    }),
    sum: t.exposeFloat('sum', { nullable: true, description: 'Points earned; null while hidden' }),
    graded: t.exposeBoolean('graded'),
    comment: t.exposeString('comment', { nullable: true, description: "The grader's comment" }),
    attachmentUrl: t.exposeString('attachmentUrl', { nullable: true, description: "The student's attached file" }),
    scratchpadUrl: t.exposeString('scratchpadUrl', { nullable: true, description: "The student's saved scratchpad image" }),
    timeSpent: t.exposeInt('timeSpent', { description: 'Seconds' }),
    sequence: t.exposeFloat('sequence', { description: 'Sequence number of the stored answer (the player sends Date.now())' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const ProblemImageRef = builder.objectRef<ProblemImageModel>('ProblemImage').implement({
  description: 'An image staff attached to a problem; of cost 0, a worked example students see with the problem',
  fields: (t) => ({
    id: t.exposeInt('id'),
    problemId: t.exposeInt('problemId'),
    imageUrl: t.exposeString('imageUrl'),
    cost: t.exposeInt('cost'),
  }),
});

const PlayerProblemRef = builder.objectRef<PlayerProblemModel>('PlayerProblem').implement({
  fields: (t) => ({
    problemId: t.exposeInt('problemId'),
    number: t.exposeInt('number', { description: 'Position in the player from 1, in display order' }),
    problemType: t.expose('problemType', { type: ProblemTypeEnum }),
    points: t.exposeInt('points'),
    counted: t.exposeBoolean('counted', { description: 'Answerable and counted (not DISPLAY or EMBED)' }),
    questionText: t.exposeString('questionText'),
    questionImageUrl: t.exposeString('questionImageUrl', { nullable: true }),
    questionVideo: t.exposeString('questionVideo', { nullable: true }),
    typesetMath: t.exposeBoolean('typesetMath'),
    choices: t.expose('choices', {
      type: [PlayerChoiceRef],
      description: 'TRUE_FALSE, multiple choice and RANKING items, in display order',
    }),
    matchLeft: t.expose('matchLeft', { type: [PlayerChoiceRef], description: 'MATCHING left sides, display order' }),
    matchRight: t.expose('matchRight', { type: [PlayerChoiceRef], description: 'MATCHING right sides, display order' }),
    hotspotCount: t.exposeInt('hotspotCount', { nullable: true, description: 'Hotspot types: marks the student may place' }),
    solution: t.expose('solution', { type: SolutionRef, nullable: true }),
    correctAnswer: t.expose('correctAnswer', { type: CorrectAnswerRef, nullable: true }),
    response: t.expose('response', { type: PlayerResponseRef, nullable: true }),
    images: t.expose('images', { type: [ProblemImageRef], description: 'Worked examples (problem images of cost 0), oldest first' }),
  }),
});

const PlayerSetRef = builder.objectRef<PlayerSetModel>('PlayerProblemSet').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    heading: t.exposeString('heading', { description: "'Problem Set {lesson}.{set}: title', REVIEW first in review" }),
    lessonOrder: t.exposeInt('lessonOrder'),
    setOrder: t.exposeInt('setOrder'),
    lessonTitle: t.exposeString('lessonTitle'),
    lessonPlanType: t.exposeString('lessonPlanType'),
    isIntroduction: t.exposeBoolean('isIntroduction', { description: 'No Display All, no time limit' }),
    kind: t.exposeString('kind'),
    purpose: t.exposeString('purpose'),
    feedbackType: t.expose('feedbackType', { type: FeedbackTypeEnum }),
    autoGraded: t.exposeBoolean('autoGraded'),
    allowSkip: t.exposeBoolean('allowSkip'),
    randomizeOrder: t.exposeBoolean('randomizeOrder'),
    timeLimit: t.exposeInt('timeLimit', { description: 'Seconds, 0 for none (always 0 in introduction lessons)' }),
    allowedAttempts: t.exposeInt('allowedAttempts', { nullable: true }),
    videoId: t.exposeString('videoId', { nullable: true }),
    instructions: t.exposeString('instructions'),
    learningObjective: t.exposeString('learningObjective'),
    countedProblems: t.exposeInt('countedProblems', { description: 'N of "answered X/N"' }),
  }),
});

const PlayerResultsRef = builder.objectRef<PlayerResultsModel>('PlayerResults').implement({
  description: 'The results popup of a submitted set',
  fields: (t) => ({
    correctCount: t.exposeInt('correctCount'),
    countedProblems: t.exposeInt('countedProblems'),
    scorePercent: t.exposeFloat('scorePercent', {
      nullable: true,
      description: 'Percent of counted points; -1 awaiting a grader; null for a set without points',
    }),
    sum: t.exposeFloat('sum'),
    possiblePoints: t.exposeInt('possiblePoints'),
    attemptNumber: t.exposeInt('attemptNumber'),
    allowedAttempts: t.exposeInt('allowedAttempts', { nullable: true }),
    timeSpent: t.exposeInt('timeSpent', { description: 'Seconds' }),
    graded: t.exposeBoolean('graded'),
  }),
});

const PlayerSubmissionRef = builder.objectRef<PlayerSubmissionModel>('PlayerSubmission').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    attemptNumber: t.exposeInt('attemptNumber'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    reviewed: t.exposeBoolean('reviewed'),
    graded: t.exposeBoolean('graded'),
    elapsedSeconds: t.exposeInt('elapsedSeconds', { description: 'Since startedAt (to submittedAt once submitted)' }),
    secondsLeft: t.exposeInt('secondsLeft', { nullable: true, description: 'Time Left while in progress with a limit' }),
    timeLimitEndsAt: t.expose('timeLimitEndsAt', { type: 'DateTime', nullable: true }),
    timeIsUp: t.exposeBoolean('timeIsUp'),
    answeredCount: t.exposeInt('answeredCount'),
    countedProblems: t.exposeInt('countedProblems'),
    totalTimeSpent: t.exposeInt('totalTimeSpent', { description: 'Seconds' }),
    results: t.expose('results', { type: PlayerResultsRef, nullable: true }),
  }),
});

export const PlayerViewRef = builder.objectRef<PlayerViewModel>('Player').implement({
  fields: (t) => ({
    assignmentId: t.exposeInt('assignmentId'),
    mode: t.expose('mode', { type: PlayerModeEnum, nullable: true, description: 'Null with redirectTo' }),
    redirectTo: t.expose('redirectTo', { type: PlayerRedirectEnum, nullable: true }),
    classroomId: t.exposeInt('classroomId'),
    classroomTitle: t.exposeString('classroomTitle'),
    teachingStyle: t.exposeString('teachingStyle'),
    problemSet: t.expose('problemSet', { type: PlayerSetRef, nullable: true }),
    problems: t.expose('problems', { type: [PlayerProblemRef], description: 'Display order' }),
    submission: t.expose('submission', { type: PlayerSubmissionRef, nullable: true }),
    canAnswer: t.exposeBoolean('canAnswer'),
    canSkip: t.exposeBoolean('canSkip', { description: 'Skip is offered (on unanswered problems)' }),
    canLearn: t.exposeBoolean('canLearn', { description: 'LEARN button (SELF_PACED, not review)' }),
    canSubmit: t.exposeBoolean('canSubmit', { description: 'The set can be submitted (once one problem is answered)' }),
    serverTime: t.expose('serverTime', { type: 'DateTime' }),
  }),
});

export const AnswerPayloadRef = builder.objectRef<AnswerPayloadModel>('AnswerPayload').implement({
  fields: (t) => ({
    outcome: t.expose('outcome', { type: AnswerOutcomeEnum }),
    message: t.exposeString('message', { nullable: true, description: 'INVALID: the expected form; UNSUPPORTED: why' }),
    applied: t.exposeBoolean('applied', { description: 'The stored answer is this request’s' }),
    response: t.expose('response', { type: PlayerResponseRef, nullable: true }),
    solution: t.expose('solution', { type: SolutionRef, nullable: true }),
    correctAnswer: t.expose('correctAnswer', { type: CorrectAnswerRef, nullable: true }),
  }),
});

const MatchPairInput = builder.inputType('MatchPairInput', {
  fields: (t) => ({ left: t.string({ required: true }), right: t.string({ required: true }) }),
});

const PointInput = builder.inputType('PointInput', {
  fields: (t) => ({ x: t.float({ required: true }), y: t.float({ required: true }) }),
});

export const AnswerInputRef = builder.inputType('AnswerInput', {
  description: 'Exactly one field: what the student answered, naming choices by their keys',
  fields: (t) => ({
    text: t.string({ description: 'Text, number and unit types, FREE_FORM, OFFLINE' }),
    selected: t.stringList({ description: 'TRUE_FALSE and multiple choice: selected choice keys' }),
    order: t.stringList({ description: 'RANKING: keys first to last' }),
    pairs: t.field({ type: [MatchPairInput], description: 'MATCHING: lines from a left key to a right key' }),
    clicks: t.field({ type: [PointInput], description: 'Hotspots: marks as fractions of the image' }),
    skipped: t.boolean({ description: 'Skip on the last problem: submits the problem as skipped' }),
  }),
});
