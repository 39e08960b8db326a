import { builder } from '../../graphql/builder.js';
import { requireSignedIn } from '../../authorization/policies.js';
import { DomainError } from '../../graphql/errors.js';
import { type LessonVideo, lessonVideo, type Syllabus, syllabus, type Transcript, transcript } from './class-pages.service.js';
import { classroomPage } from './classroom-page.service.js';
import { ClassroomInfoRef, ClassroomPageRef, LessonPageRef, LessonPlanTypeEnum } from './classroom.types.graphql.js';
import { lessonPage } from './lesson-page.service.js';
import { type PrintedQuestion, type Printout, printout } from './printout.service.js';

const SyllabusLessonRef = builder.objectRef<Syllabus['lessons'][number]>('SyllabusLesson').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    lessonPlanType: t.field({ type: LessonPlanTypeEnum, resolve: ({ lessonPlanType }) => lessonPlanType }),
    startOn: t.expose('startOn', { type: 'DateTime', nullable: true }),
  }),
});

const SyllabusRef = builder.objectRef<Syllabus>('Syllabus').implement({
  fields: (t) => ({
    classroom: t.field({ type: ClassroomInfoRef, resolve: ({ context }) => context }),
    instructors: t.stringList({ resolve: ({ instructors }) => instructors }),
    lessons: t.field({ type: [SyllabusLessonRef], resolve: ({ lessons }) => lessons }),
  }),
});

const TranscriptLessonRef = builder.objectRef<Transcript['lessons'][number]>('TranscriptLesson').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    title: t.exposeString('title'),
    grade: t.exposeFloat('grade', { nullable: true }),
    percentComplete: t.exposeFloat('percentComplete', { nullable: true }),
  }),
});

const TranscriptRef = builder.objectRef<Transcript>('Transcript').implement({
  fields: (t) => ({
    classroom: t.field({ type: ClassroomInfoRef, resolve: ({ context }) => context }),
    available: t.exposeBoolean('available'),
    unavailableMessage: t.exposeString('unavailableMessage', { nullable: true }),
    grade: t.exposeFloat('grade', { nullable: true, description: 'Class grade in percent' }),
    lessons: t.field({ type: [TranscriptLessonRef], resolve: ({ lessons }) => lessons }),
  }),
});

const VideoKindEnum = builder.enumType('LessonVideoKind', { values: ['LECTURE_REPLAY', 'PROBLEM_SET'] as const });

const LessonVideoRef = builder.objectRef<LessonVideo>('LessonVideo').implement({
  fields: (t) => ({
    classroom: t.field({ type: ClassroomInfoRef, resolve: ({ context }) => context }),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    kind: t.field({ type: VideoKindEnum, resolve: ({ kind }) => kind }),
  }),
});

const PrintedQuestionRef = builder.objectRef<PrintedQuestion>('PrintedQuestion').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    text: t.exposeString('text'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    typesetMath: t.exposeBoolean('typesetMath', { description: 'Texts are Markdown with LaTeX math' }),
    choices: t.exposeStringList('choices'),
    matchWith: t.exposeStringList('matchWith', { description: 'The right-hand column of a matching problem' }),
  }),
});

const PrintoutRef = builder.objectRef<Printout>('Printout').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    instructions: t.exposeString('instructions'),
    questions: t.field({ type: [PrintedQuestionRef], resolve: ({ questions }) => questions }),
  }),
});

builder.queryFields((t) => ({
  classroomPage: t.field({
    type: ClassroomPageRef,
    description: 'The classroom page: tabs and lesson cards for the viewer (classroom.md §2)',
    authScopes: { signedIn: true },
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) => classroomPage(ctx.services, requireSignedIn(ctx.viewer), classroomId),
  }),
  lessonPage: t.field({
    type: LessonPageRef,
    description: "A lesson's list: webinar card and assignment cards; a locked lesson is refused with its popup text",
    authScopes: { signedIn: true },
    args: { lessonId: t.arg.int({ required: true }) },
    resolve: (_root, { lessonId }, ctx) => lessonPage(ctx.services, requireSignedIn(ctx.viewer), lessonId),
  }),
  syllabus: t.field({
    type: SyllabusRef,
    description: 'Course header and lessons; open to anyone for opened and published classes',
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) => syllabus(ctx.services, ctx.viewer, classroomId),
  }),
  transcript: t.field({
    type: TranscriptRef,
    description: "The signed-in student's grades per lesson in a closed class",
    authScopes: { student: true },
    args: { classroomId: t.arg.int({ required: true }) },
    resolve: (_root, { classroomId }, ctx) => transcript(ctx.services, requireSignedIn(ctx.viewer), classroomId),
  }),
  lessonVideo: t.field({
    type: LessonVideoRef,
    description: "With videoId (a lesson's webinarId) the lecture replay; with assignmentId the problem set's video",
    authScopes: { signedIn: true },
    args: { classroomId: t.arg.int({ required: true }), videoId: t.arg.string(), assignmentId: t.arg.int() },
    resolve: (_root, { classroomId, videoId, assignmentId }, ctx) => {
      const viewer = requireSignedIn(ctx.viewer);
      if (!videoId && !assignmentId) throw new DomainError('INVALID_INPUT');
      return lessonVideo(ctx.services, viewer, { classroomId, videoId: videoId ?? null, assignmentId: assignmentId ?? null });
    },
  }),
  assignmentPrintout: t.field({
    type: PrintoutRef,
    description: "An instruction set's questions and choices for printing (never the answers)",
    authScopes: { signedIn: true },
    args: { assignmentId: t.arg.int({ required: true }) },
    resolve: (_root, { assignmentId }, ctx) => printout(ctx.services, requireSignedIn(ctx.viewer), assignmentId),
  }),
}));
