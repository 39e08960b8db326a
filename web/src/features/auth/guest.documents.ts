import { graphql } from '../../graphql';

export const GuestLoginMutation = graphql(`
  mutation GuestLogin($token: String!) {
    guestLogin(token: $token) {
      success
      userType
    }
  }
`);

export const LandingLoginMutation = graphql(`
  mutation LandingLogin($token: String!, $familyAccountId: Int!) {
    landingLogin(token: $token, familyAccountId: $familyAccountId) {
      success
      userType
    }
  }
`);
