import { graphql, type ResultOf } from '../../../graphql';

export const ManageClassroomsQuery = graphql(`
  query ManageClassrooms($year: Int, $quarter: Quarter, $status: ClassroomStatus, $search: String, $offset: Int) {
    manageClassrooms(year: $year, quarter: $quarter, status: $status, search: $search, offset: $offset) {
      id
      code
      title
      status
      year
      quarter
      session
      startDate
      endDate
      meets
      startTime
      endTime
      onCatalog
      leadInstructor
      enrollmentCount
      enrollmentMax
      lessonCount
    }
  }
`);

export const ClassroomFormOptionsQuery = graphql(`
  query ClassroomFormOptions {
    classroomFormOptions {
      courses {
        id
        code
        title
        lessonPlanCount
      }
      instructors {
        id
        name
      }
      centers {
        id
        name
      }
    }
    academySettings {
      timeZone
      catalogYear
      catalogQuarter
      nextYear
      nextQuarter
      terms {
        id
        year
        quarter
        session
        startDate
        endDate
      }
    }
  }
`);

export const ManagedClassroomFields = graphql(`
  fragment ManagedClassroomFields on ManagedClassroom {
    id
    courseId
    courseTitle
    code
    title
    status
    year
    quarter
    session
    teachingStyle
    centerLocationId
    weekdays
    meets
    startTime
    endTime
    startDate
    endDate
    tuitionCents
    earlyBirdTuitionCents
    enrollmentMax
    leadInstructorId
    instructorIds
    onCatalog
    paidCount
    enrollmentCount
    lessons {
      id
      order
      title
      startOn
      date
      startTime
      endTime
      webinarUrl
      videoUrl
      officeHourDuration
      primaryOfficeHour {
        date
        time
      }
      makeupOfficeHour {
        date
        time
      }
      assignments {
        id
        problemSetId
        title
        kind
        feedbackType
        timeLimit
        allowedAttempts
        status
        graded
        start {
          date
          time
        }
        due {
          date
          time
        }
      }
    }
  }
`);

export const ManageClassroomQuery = graphql(
  `
    query ManageClassroom($id: Int!) {
      manageClassroom(id: $id) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const CreateClassroomMutation = graphql(
  `
    mutation CreateClassroom($input: ClassroomInput!) {
      createClassroom(input: $input) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const UpdateClassroomMutation = graphql(
  `
    mutation UpdateClassroom($id: Int!, $input: ClassroomInput!) {
      updateClassroom(id: $id, input: $input) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const ChangeClassroomStatusMutation = graphql(
  `
    mutation ChangeClassroomStatus($id: Int!, $status: ClassroomStatus!) {
      changeClassroomStatus(id: $id, status: $status) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const DeleteClassroomMutation = graphql(`
  mutation DeleteClassroom($id: Int!) {
    deleteClassroom(id: $id)
  }
`);

export const CopyClassroomMutation = graphql(
  `
    mutation CopyClassroom($id: Int!, $input: CopyClassroomInput!) {
      copyClassroom(id: $id, input: $input) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const GenerateLessonsMutation = graphql(
  `
    mutation GenerateLessons($classroomId: Int!) {
      generateLessons(classroomId: $classroomId) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const UpdateLessonMutation = graphql(
  `
    mutation UpdateLesson($id: Int!, $input: LessonInput!) {
      updateLesson(id: $id, input: $input) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const AddAssignmentMutation = graphql(
  `
    mutation AddAssignment($lessonId: Int!, $problemSetId: Int!, $input: AssignmentInput!) {
      addAssignment(lessonId: $lessonId, problemSetId: $problemSetId, input: $input) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const UpdateAssignmentMutation = graphql(
  `
    mutation UpdateAssignment($id: Int!, $input: AssignmentInput!) {
      updateAssignment(id: $id, input: $input) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const RemoveAssignmentMutation = graphql(
  `
    mutation RemoveAssignment($id: Int!) {
      removeAssignment(id: $id) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const SetClassAssignmentsStatusMutation = graphql(
  `
    mutation SetClassAssignmentsStatus($classroomId: Int!, $status: AssignmentStatus!) {
      setClassAssignmentsStatus(classroomId: $classroomId, status: $status) {
        ...ManagedClassroomFields
      }
    }
  `,
  [ManagedClassroomFields],
);

export const ManageProblemSetsQuery = graphql(`
  query ManageProblemSets($classroomId: Int!, $search: String!) {
    manageProblemSets(classroomId: $classroomId, search: $search) {
      id
      code
      title
      kind
    }
  }
`);

export type ManagedClassroomData = ResultOf<typeof ManagedClassroomFields>;
export type ManagedLessonData = ManagedClassroomData['lessons'][number];
export type ManagedAssignmentData = ManagedLessonData['assignments'][number];
export type ClassroomFormOptionsData = ResultOf<typeof ClassroomFormOptionsQuery>;

/** The academy's time zone: class dates and times are entered and shown in it. */
export const AcademyTimeZoneQuery = graphql(`
  query AcademyTimeZone {
    academy {
      timeZone
    }
  }
`);
