import { graphql } from '../../graphql';

export const SendJoinCodeMutation = graphql(`
  mutation SendJoinCode($phoneNumber: String!) {
    sendJoinCode(phoneNumber: $phoneNumber) {
      secondsToExpire
      message
    }
  }
`);

export const RegisterFamilyMutation = graphql(`
  mutation RegisterFamily($input: RegisterFamilyInput!) {
    registerFamily(input: $input) {
      success
      message
      familyAccountId
    }
  }
`);

export const AddStudentMutation = graphql(`
  mutation AddStudent($input: AddStudentInput!) {
    addStudent(input: $input) {
      id
      username
      firstName
      message
    }
  }
`);

export const GeneratedStudentPasswordQuery = graphql(`
  query GeneratedStudentPassword {
    generatedStudentPassword
  }
`);

export const FamilyStudentsQuery = graphql(`
  query FamilyStudents($id: Int!) {
    familyMember(id: $id) {
      id
      familyAccount {
        id
        status
        students {
          id
          username
          firstName
          lastName
          grade
          enrollmentStatus
        }
      }
    }
  }
`);
