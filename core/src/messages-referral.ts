// Referrals and onboarding: texts added where family-catalog-payment.md is silent (its own texts
// for these, '{email} has already been registered' and the onboarding ones, are in messages.ts).
export const referralMessages = {
  REFERRAL_INVITE_SUBJECT: '{referrer} invited you to {academy}',
  REFERRAL_CONFIRM_SUBJECT: 'Your referral of {referee}',
  NO_REFERRALS: 'You have not referred anyone yet.',
  ONBOARDING_PICK_CLASS: 'Please choose at least one class, or choose classes later.',
  ONBOARDING_NO_CLASSES: 'There are no classes for this grade on the catalog right now. You can choose classes later.',
} as const;
