/** Business constants of the specs (§9 of each) and the decisions of the design. */

export const MOBILE_BREAKPOINT = 768;
export const SIDEBAR_WIDTH = 100;

/** Session lifetimes in seconds (family-catalog-payment.md §9). */
export const SESSION_SECONDS = {
  student: 604_800,
  employee: 604_800,
  guest: 604_800,
  join: 86_400,
  familyRemembered: 2_629_743,
  /** A parent without Remember me gets a browser-session cookie; the server still ends it after a day. */
  familySession: 86_400,
} as const;

/** Sign-in codes (DESIGN.md "Decisions"). */
export const SIGN_IN_CODE = {
  digits: 6,
  validSeconds: 600,
  maxWrongTries: 5,
  maxSendsPerWindow: 5,
  sendWindowSeconds: 600,
} as const;

/** Client-side throttles in milliseconds (family-catalog-payment.md §9, classroom.md §9). */
export const THROTTLE_MS = {
  studentLogin: 1000,
  otherLogin: 3000,
  freeEnrolment: 500,
  createSubmission: 5000,
  resizeDebounce: 100,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RESET_VALID_SECONDS = 3600;
export const CART_BADGE_MAX = 9;
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const BIRTH_YEAR_SPAN = 60;

export const SUBJECTS = {
  M: 'Math',
  N: 'Physics',
  B: 'Biology',
  P: 'Coding',
  C: 'Chemistry',
  E: 'English',
  D: 'Speech and Debate',
} as const;
export type SubjectCode = keyof typeof SUBJECTS;

export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;
export type UsStateCode = (typeof US_STATES)[number][0];
