// Registration, students, referrals and onboarding (family-catalog-payment.md §5, §8), and texts
// the family area adds where the spec is silent.
export const familyMessages = {
  ADD_STUDENT_REQUIRED: 'Please enter all required fields',
  FAMILY_REGISTERED: 'Welcome to Solve! Your family account is ready.',
  JOIN_VERIFY_PHONE: 'Please verify your phone number with the code we sent before you register.',
  STUDENT_ADDED: '{firstName} can now sign in with the username {username}.',
  ALREADY_IN_FAMILY: 'You are already signed in to a family account. Please sign out to register another family.',
} as const;
