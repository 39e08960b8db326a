import { graphql } from '../../graphql';

export const EmployeeLoginMutation = graphql(`
  mutation EmployeeLogin($email: String!, $password: String!, $mode: EmployeeLoginMode!) {
    employeeLogin(email: $email, password: $password, mode: $mode) {
      success
      employee {
        id
        firstName
      }
    }
  }
`);
