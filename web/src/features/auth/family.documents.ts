import { graphql } from '../../graphql';

export const FamilyLoginMutation = graphql(`
  mutation FamilyLogin($phoneNumber: String!, $callInstead: Boolean!) {
    familyLogin(phoneNumber: $phoneNumber, callInstead: $callInstead) {
      hasAccount
      verificationCodeSent
      secondsToExpire
      message
    }
  }
`);

export const FamilyVerifyMutation = graphql(`
  mutation FamilyVerify($phoneNumber: String!, $verificationCode: String!, $rememberMe: Boolean!) {
    familyVerify(phoneNumber: $phoneNumber, verificationCode: $verificationCode, rememberMe: $rememberMe) {
      success
      message
      familyAccountId
      redirectTo
    }
  }
`);
