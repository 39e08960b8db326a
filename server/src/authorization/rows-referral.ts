import { but, FAMILIES, FAMILY_RECORDS, type MatrixRow } from './expectations.js';

/** Referring and onboarding write for family sign-ins only; the empty arguments below meet the form's own rules. */
const PARENTS_WRITE = but(FAMILIES, { parent: 'allowed', otherParent: 'allowed' });

export const REFERRAL_ROWS: MatrixRow[] = [
  {
    // The parent's own family; another family's parent is refused its referrals.
    operation: 'referrals',
    document: `query ($id: Int!) { referrals(referrerId: $id) { total signups enrollments creditsCents referrals { id status } } }`,
    variables: (s) => ({ id: s.familyAccountId }),
    expect: but(FAMILY_RECORDS, { otherParent: 'FORBIDDEN' }),
  },
  {
    // Both demo parents' families are onboarded (not REFERRED): no wizard.
    operation: 'onboarding',
    document: `{ onboarding { step } }`,
    expect: but(FAMILY_RECORDS, { parent: 'null', otherParent: 'null' }),
  },
  {
    operation: 'createReferral',
    document: `mutation { createReferral(email: "", refereeFirstName: "", refereeLastName: "") { success } }`,
    expect: PARENTS_WRITE,
  },
  {
    operation: 'confirmOnboardingDetails',
    document: `mutation ($input: OnboardingParentInput!) { confirmOnboardingDetails(input: $input) { step } }`,
    variables: () => ({ input: { firstName: '', lastName: '', email: '', phoneNumber: '' } }),
    expect: PARENTS_WRITE,
  },
  {
    operation: 'finishOnboarding',
    document: `mutation { finishOnboarding { step } }`,
    expect: but(FAMILIES, { parent: 'ONBOARDING_ERROR', otherParent: 'ONBOARDING_ERROR' }),
  },
];
