import { graphql, type ResultOf } from '../../graphql';

export const CatalogClassFields = graphql(`
  fragment CatalogClassFields on CatalogClass {
    id
    code
    title
    courseTitle
    description
    subject
    category
    startGrade
    endGrade
    imageUrl
    session
    teachingStyle
    startDate
    endDate
    startTime
    endTime
    meets
    location
    leadInstructor
    tuitionCents
    priceCents
    earlyBird
    enrollmentCount
    enrollmentMax
    full
    seatsLeft
    enrolledStudentIds
    viewerEnrolled
  }
`);

export const CatalogQuery = graphql(
  `
    query Catalog($filter: CatalogFilterInput) {
      catalog(filter: $filter) {
        classrooms {
          ...CatalogClassFields
        }
        sessions
        locations
        categories
        subjects
      }
    }
  `,
  [CatalogClassFields],
);

export const CheckoutQuery = graphql(
  `
    query CheckoutClassroom($classroomId: Int!) {
      checkoutClassroom(classroomId: $classroomId) {
        classroom {
          ...CatalogClassFields
        }
        longDescription
        timeZone
        instructors
        forSale
        lessons {
          order
          title
          startOn
        }
        students {
          id
          firstName
          lastName
        }
      }
    }
  `,
  [CatalogClassFields],
);

export const FamilyStudentsQuery = graphql(`
  query FamilyStudentsForEnrolment($classroomId: Int!) {
    checkoutClassroom(classroomId: $classroomId) {
      students {
        id
        firstName
        lastName
      }
    }
  }
`);

export const EnrollFreeMutation = graphql(`
  mutation EnrollFree($classroomId: Int!, $studentId: Int) {
    enrollFree(classroomId: $classroomId, studentId: $studentId) {
      studentId
      classroomId
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($classroomId: Int!, $studentId: Int) {
    addToCart(classroomId: $classroomId, studentId: $studentId) {
      invoiceId
      cartItemCount
    }
  }
`);

export type CatalogData = NonNullable<ResultOf<typeof CatalogQuery>['catalog']>;
