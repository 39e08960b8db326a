import { graphql } from '../../graphql';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($username: String, $email: String) {
    resetPassword(username: $username, email: $email) {
      success
      message
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($userId: String, $token: String, $currentPassword: String, $password: String!, $confirmPassword: String!) {
    changePassword(
      userId: $userId
      token: $token
      currentPassword: $currentPassword
      password: $password
      confirmPassword: $confirmPassword
    ) {
      success
      message
    }
  }
`);
