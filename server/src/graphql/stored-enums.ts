import {
  assignmentStatusEnum,
  attendeeStatusEnum,
  badgeRankingEnum,
  classroomStatusEnum,
  companyEnum,
  enrollmentStatusEnum,
  enrollmentStatusOfStudentEnum,
  familyAccountStatusEnum,
  feedbackTypeEnum,
  genderEnum,
  issueStatusEnum,
  issueTypeEnum,
  lessonPlanTypeEnum,
  makeupStatusEnum,
  problemSetKindEnum,
  problemSetPurposeEnum,
  problemTypeEnum,
  quarterEnum,
  referralStatusEnum,
  relationEnum,
  subjectEnum,
  teachingStyleEnum,
} from '../db/schema/index.js';

/**
 * The values of the stored enums the GraphQL schema lists, read from the database schema so the two
 * cannot drift; resolvers take them from here rather than from the database layer.
 */
export const assignmentStatusValues = assignmentStatusEnum.enumValues;
export const attendeeStatusValues = attendeeStatusEnum.enumValues;
export const badgeRankingValues = badgeRankingEnum.enumValues;
export const classroomStatusValues = classroomStatusEnum.enumValues;
export const companyValues = companyEnum.enumValues;
export const enrollmentStatusValues = enrollmentStatusEnum.enumValues;
export const enrollmentStatusOfStudentValues = enrollmentStatusOfStudentEnum.enumValues;
export const familyAccountStatusValues = familyAccountStatusEnum.enumValues;
export const feedbackTypeValues = feedbackTypeEnum.enumValues;
export const genderValues = genderEnum.enumValues;
export const issueStatusValues = issueStatusEnum.enumValues;
export const issueTypeValues = issueTypeEnum.enumValues;
export const lessonPlanTypeValues = lessonPlanTypeEnum.enumValues;
export const makeupStatusValues = makeupStatusEnum.enumValues;
export const problemSetKindValues = problemSetKindEnum.enumValues;
export const problemSetPurposeValues = problemSetPurposeEnum.enumValues;
export const problemTypeValues = problemTypeEnum.enumValues;
export const quarterValues = quarterEnum.enumValues;
export const referralStatusValues = referralStatusEnum.enumValues;
export const relationValues = relationEnum.enumValues;
export const subjectValues = subjectEnum.enumValues;
export const teachingStyleValues = teachingStyleEnum.enumValues;
