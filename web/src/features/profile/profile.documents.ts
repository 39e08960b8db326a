import { graphql } from '../../graphql';

export const StudentProfileQuery = graphql(`
  query StudentProfile($id: Int!) {
    student(id: $id) {
      id
      username
      firstName
      lastName
      imageUrl
      school
      grade
      gradeUpdated
      birthdate
      location {
        id
        street
        city
        state
        zip
        country
      }
    }
  }
`);

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

export const FamilyProfileQuery = graphql(`
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
          id
          street
          city
          state
          zip
          country
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
`);

export const UpdateStudentMutation = graphql(`
  mutation UpdateStudent($id: Int!, $input: StudentProfileInput!) {
    updateStudent(id: $id, input: $input) {
      id
      imageUrl
      school
      grade
      gradeUpdated
      birthdate
      location {
        id
        street
        city
        state
        zip
        country
      }
    }
  }
`);

export const SignUploadMutation = graphql(`
  mutation SignUpload($filename: String!, $contentType: String!, $size: Int!, $purpose: FilePurpose!) {
    s3Sign(filename: $filename, contentType: $contentType, size: $size, purpose: $purpose) {
      success
      signedUrl
      fileKey
      publicUrl
    }
  }
`);
