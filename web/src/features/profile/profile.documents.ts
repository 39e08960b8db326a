import { graphql } from '../../graphql';

const LocationFields = graphql(`
  fragment LocationFields on Location @_unmask {
    id
    street
    city
    state
    zip
    country
  }
`);

/** What the student's profile shows and its form edits; the update answers with it too. */
const StudentProfileFields = graphql(
  `
    fragment StudentProfileFields on Student @_unmask {
      id
      imageUrl
      school
      grade
      gradeUpdated
      birthdate
      location {
        ...LocationFields
      }
    }
  `,
  [LocationFields],
);

export const StudentProfileQuery = graphql(
  `
    query StudentProfile($id: Int!) {
      student(id: $id) {
        username
        firstName
        lastName
        ...StudentProfileFields
      }
    }
  `,
  [StudentProfileFields],
);

export const EmployeeProfileQuery = graphql(`
  query EmployeeProfile($id: Int!) {
    employee(id: $id) {
      id
      firstName
      lastName
      imageUrl
      position
      workEmail
    }
  }
`);

export const FamilyProfileQuery = graphql(
  `
    query FamilyProfile($id: Int!) {
      familyMember(id: $id) {
        id
        firstName
        lastName
        relation
        phoneNumber
        email
        imageUrl
        familyAccount {
          id
          primaryFamilyMember {
            id
          }
          members {
            id
            firstName
            lastName
            relation
            phoneNumber
            email
          }
          location {
            ...LocationFields
          }
          students {
            id
            firstName
            lastName
            username
            grade
            school
            birthdate
            enrollmentStatus
          }
        }
      }
    }
  `,
  [LocationFields],
);

export const UpdateStudentMutation = graphql(
  `
    mutation UpdateStudent($id: Int!, $input: StudentProfileInput!) {
      updateStudent(id: $id, input: $input) {
        ...StudentProfileFields
      }
    }
  `,
  [StudentProfileFields],
);
