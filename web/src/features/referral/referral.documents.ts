import { graphql, type ResultOf } from '../../graphql';

export const ReferralsQuery = graphql(`
  query Referrals($referrerId: Int!, $limit: Int, $offset: Int) {
    referrals(referrerId: $referrerId, limit: $limit, offset: $offset) {
      total
      signups
      enrollments
      creditsCents
      referrals {
        id
        refereeFirstName
        refereeLastName
        status
      }
    }
  }
`);

export const CreateReferralMutation = graphql(`
  mutation CreateReferral($email: String!, $refereeFirstName: String!, $refereeLastName: String!, $phone: String) {
    createReferral(email: $email, refereeFirstName: $refereeFirstName, refereeLastName: $refereeLastName, phone: $phone) {
      success
      message
      referral {
        id
        status
      }
    }
  }
`);

export const OnboardingQuery = graphql(`
  query Onboarding {
    onboarding {
      step
      parent {
        firstName
        lastName
        email
        phoneNumber
        relation
      }
      student {
        id
        firstName
        lastName
        grade
      }
    }
  }
`);

export const ConfirmOnboardingMutation = graphql(`
  mutation ConfirmOnboardingDetails($input: OnboardingParentInput!) {
    confirmOnboardingDetails(input: $input) {
      step
    }
  }
`);

export const FinishOnboardingMutation = graphql(`
  mutation FinishOnboarding {
    finishOnboarding {
      step
    }
  }
`);

export type OnboardingData = NonNullable<ResultOf<typeof OnboardingQuery>['onboarding']>;
