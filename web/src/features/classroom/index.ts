export { BackButton } from './BackButton';
export type { LessonCardData } from './classroom.documents';
export { forgetProgressViews } from './progressCache';
