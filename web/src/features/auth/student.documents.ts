import { graphql } from '../../graphql';

export const StudentByUsernameQuery = graphql(`
  query StudentByUsername($username: String!) {
    requestStudentByUsername(username: $username) {
      exists
      image
      firstName
      lastName
    }
  }
`);

/** The session token travels in an HttpOnly cookie, so the answer's token is not asked for. */
export const StudentLoginMutation = graphql(`
  mutation StudentLogin($username: String!, $password: String!) {
    studentLogin(username: $username, password: $password) {
      success
      message
      student {
        id
        gradeUpdated
      }
      opportunities {
        id
        stage
        status
        trials {
          toLessonId
          classroomId
        }
      }
    }
  }
`);

export const StartStudentSessionMutation = graphql(`
  mutation StartStudentSession($studentId: Int!) {
    startStudentSession(studentId: $studentId) {
      id
    }
  }
`);

/** Asked right after a student signs in: a generated first password must be replaced. */
export const MustChangePasswordQuery = graphql(`
  query MustChangePassword {
    me {
      id
      mustChangePassword
    }
  }
`);
