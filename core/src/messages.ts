import { postsMessages } from './messages-posts.js';

import { familyMessages } from './messages-family.js';
import { familyHomeMessages } from './messages-family-home.js';
import { attendanceMessages } from './messages-attendance.js';
import { manageClassesMessages } from './messages-manage-classes.js';

/**
 * The message catalogue: every user-facing text of the specs, verbatim, keyed by a stable code.
 * Server errors carry the code in `extensions.code` and the text as the message; the web shows the text.
 */
import { playerToolsMessages } from './messages-player-tools.js';
import { managePeopleMessages } from './messages-manage-people.js';
import { backofficeMessages } from './messages-backoffice.js';
import { withdrawalMessages } from './messages-withdrawals.js';
import { referralMessages } from './messages-referral.js';
import { problemSetEditorMessages } from './messages-problem-sets.js';
import { limitsMessages } from './messages-limits.js';
import { shopMessages } from './messages-shop.js';
import { systemMessages } from './messages-system.js';
import { notificationMessages } from './messages-notifications.js';
import { accountingMessages } from './messages-accounting.js';
import { couponMessages } from './messages-coupons.js';
import { waitlistMessages } from './messages-waitlist.js';

export const messages = {
  // Sign-in and accounts (family-catalog-payment.md §5, §8)
  UNKNOWN_USERNAME: 'Whoops, thats not a valid username',
  WRONG_PASSWORD: 'Whoops, thats not a valid password',
  RESET_USERNAME_NOT_FOUND: 'Username was not found.',
  RESET_EMAIL_SENT: 'An email has been sent to your email to reset your password.',
  PASSWORD_CHANGE_FAILED: "An error has occured. Please contact the provider's staff.",
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match. Please try again.',
  PASSWORD_CHANGED: 'Your password has been successfully changed.',
  EMPLOYEE_LOGIN_FAILED: 'Whoops, either your email or password is invalid',
  NOT_AN_INSTRUCTOR: 'Sorry! it looks like account is not an instructor!',
  NOT_AN_ADMIN: 'Sorry! it looks like account is not an admin!',
  NEITHER_TEACHER_NOR_ADMIN: 'Your account is neither an instructor nor an admin of the academy.',
  INVALID_GUEST_LINK: 'Invalid guest login URL.',
  UPLOAD_FAILED: 'Failed to upload attachment please try again.',
  ENTER_ALL_FIELDS: 'you must enter all fields',
  ENTER_PHONE: 'Enter a phone number',
  ENTER_PHONE_AND_CODE: 'Please enter phone number and code',
  PHONE_IN_USE: 'Phone number already in use',
  EMAIL_IN_USE: 'Email already in use',
  GENERIC_TRY_LATER: 'Error occurred, please try again later',
  REQUIRED_FIELDS: 'Please enter all required fields.',
  // Added by the server where the specs are silent (sign-in outcomes and abuse limits)
  CODE_SENT: 'A verification code has been sent to your phone.',
  CODE_CALLING: 'You will receive a call with your verification code.',
  NO_FAMILY_ACCOUNT: 'We could not find an account with that phone number.',
  WRONG_CODE: 'That code is not correct. Please check it and try again.',
  CODE_EXPIRED: 'That code has expired. Please request a new code.',
  CODE_TOO_MANY_TRIES: 'Too many wrong codes. Please request a new code.',
  FAMILY_LOGIN_SUCCESS: 'Welcome back!',
  TOO_MANY_CODE_SENDS: 'Too many codes were sent to this phone. Please try again in {duration}.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait {duration} and try again.',
  PASSWORD_TOO_SHORT: 'Your password must be at least 8 characters long.',
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct. Please try again.',
  RESET_LINK_INVALID: 'This password reset link is invalid or has expired. Please request a new one.',
  RESET_EMAIL_NOT_FOUND: 'Email was not found.',
  USERNAME_REMINDER_SENT: 'An email has been sent to your email with your username.',
  NOT_SIGNED_IN: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'We could not find what you were looking for.',
  INVALID_INPUT: 'Some fields are invalid',
  INVALID_TEXT: 'Text cannot contain the NUL character or a broken character (an unpaired surrogate). Please remove it and try again.',
  INVALID_GRADE: 'Please choose a grade from K to 12.',
  INVALID_BIRTHDATE: 'Please enter a valid birthdate',
  INVALID_ZIP: 'Please enter a valid zip code.',
  INVALID_STATE: 'Please choose a US state.',
  IMAGE_ONLY: 'Please choose an image file (PNG, JPEG, GIF or WebP).',
  IMAGE_TOO_LARGE: 'That image is too large. Please choose one under 5 MB.',
  FILE_TYPE_NOT_ALLOWED: 'This type of file cannot be uploaded here.',
  FILE_TOO_LARGE: 'That file is too large. Please choose one under {mb} MB.',
  UPLOAD_QUOTA_REACHED: "You have reached today's upload limit. Please try again tomorrow.",
  // Multiple sign-in (problem-set-player.md §8)
  MULTIPLE_SIGN_IN:
    'We have detected that you have multiple sign-ins on SOLVE. This session is no longer valid. Please close this session and resume your work on the new session.',
  // Catalog, cart, payment (family-catalog-payment.md §8)
  CATALOG_EMPTY: 'No matching classrooms found!',
  SELECT_STUDENT: 'You must select a student',
  FAMILY_LOGIN_REQUIRED: 'You must login through a family account',
  ALREADY_IN_CART: 'Already in cart',
  CART_UNREADABLE: 'Could not successfully read shopping cart',
  CART_EMPTY: 'Cart empty',
  CLASSROOM_MISSING: 'classroom does not exist',
  PAYMENT_UNSUCCESSFUL: 'Unsuccessful: {reason}',
  INVALID_CARD_NUMBER: 'Invalid card number',
  INVALID_DATE: 'Invalid Date',
  INVALID_CODE: 'Invalid Code',
  ADD_STUDENT_FAILED: 'Unsuccessful, please try again later',
  CHECKOUT_NO_TOKEN: 'An error has occured. Please try again.',
  REFERRAL_SEND_FAILED: 'Invalid email or phonenumber',
  INVALID_EMAIL: 'Please enter a valid email address',
  ALREADY_REGISTERED: '{email} has already been registered',
  REFERRAL_THANKS: 'Thank you for your referral. Check your email for confirmation.',
  ONBOARDING_MISSING: 'Some fields are missing*',
  ONBOARDING_PHONE_IN_USE: 'This phone number is already in use*',
  ONBOARDING_ERROR: 'An error occured*',
  CLASS_FULL: 'This class is full!',
  FAMILY_INFO_FAILED: 'getting family member info failed',
  GRADES_NOT_AVAILABLE_ACADEMY: 'The grades for this class are not available on the academy platform',
  // Catalog, cart and payment texts added where the spec is silent (family-catalog-payment.md §9 gives the policy)
  CLASS_FULL_NAMED: 'Sorry, {classroom} is full. Please remove it from your cart.',
  CLASS_NOT_FOR_SALE: 'This class is not open for enrolment.',
  ALREADY_ENROLLED: 'This student is already enrolled in this class.',
  NOT_YOUR_STUDENT: 'Please choose one of your own students.',
  ADDED_TO_CART: 'Added to cart',
  ENROLLED: 'Enrolled',
  PAYMENT_IN_PROGRESS: 'Your payment is being processed. Please wait a moment and check your orders before trying again.',
  INVOICE_ALREADY_PAID: 'This order has already been paid.',
  PAYMENT_AMOUNT_CHANGED:
    'Your order changed while it was being paid (its total, or the credits that pay part of it), so we cancelled this payment. Nothing was charged. Please check your cart and pay again.',
  IDEMPOTENCY_KEY_REUSED: 'This payment request was already used for another order. Please reload the page and try again.',
  CARD_TOKEN_INVALID: 'Your card details have expired. Please enter your card again.',
  PAYMENT_PROFILE_MISSING: 'That saved card is no longer available. Please choose another card.',
  BILLING_ADDRESS_REQUIRED: 'Please enter your billing address.',
  LEGAL_AGREEMENT_REQUIRED: 'Please accept the refund policy and terms before paying.',
  PAYMENT_SUCCESS: 'Thank you! Your payment was successful.',
  PAYMENT_GATEWAY_UNAVAILABLE: 'The card service is not answering. You have not been charged. Please try again in a few minutes.',
  // Payment plans (core/payment-plans.ts)
  PLAN_NOT_OFFERED: 'This order cannot be paid in instalments. Please pay it in full.',
  PLAN_NEEDS_SAVED_CARD: 'To pay in instalments, please save your card (or choose a saved card): the next instalments are charged to it.',
  INSTALMENT_NOT_OWED: 'This instalment is already paid or no longer owed. Please reload the page.',
  INVOICE_ON_PLAN: 'This order is paid in instalments. Please pay its instalments from your finance page.',
  PLAN_TERMS_INVALID: '{problem}',
  WITHDRAWN: 'The student was withdrawn from the class.',
  NOT_ENROLLED_PAID: 'This student has no paid enrolment in this class.',
  REFUND_POLICY:
    'Refund policy: you receive a full refund of tuition minus a $50 processing fee if you withdraw at least one week before the first class; after that no refund is given. You may change to another class up to 2 weeks before the class starts. Payment is required in full at registration. We accept Discover, MasterCard, Visa and American Express.',
  PROMOTIONS:
    'Promotions: new students save $100; early-bird registration saves $50 per class before each session’s early-bird deadline; ask about our learn-more promotion worth $50 or $100.',
  // Classroom (classroom.md §8)
  MAKEUP_FAILED: 'Unsuccessful, please try again later',
  MAKEUP_UNDO_FAILED: 'something went wrong, please try again later',
  SELECT_MAKEUP_LESSON: 'You need to select a makeup lesson.',
  MAKEUP_SCHEDULED: 'Your make up has been scheduled!',
  CORRECTION_SENT: 'Your problem has been sent. We will get back to you soon!',
  DUPLICATE_ATTENDANCE_ISSUE: 'You have already opened an issue for this issue!',
  LESSON_LOCKED:
    'To unlock this lesson you must complete the previous lesson. All homeworks must have a score of 75% or higher. All quizzes must have a score of 60% or higher.',
  NO_MAKEUPS: 'There are no makeups avaiable for this lessons :(',
  EMPTY_LESSON: 'This lessons is under construction :(',
  EMPTY_CLASSROOM: 'Sorry this classroom is currently under construction :(',
  NO_NEWS: 'There is no news for this class',
  NO_MESSAGES: 'No messages available',
  INVALID_ISSUE_TYPE: 'Error: Invalid Issue Type',
  GRADES_NOT_AVAILABLE: 'The grades for this class are not available on SOLVE',
  GRADEBOOK_INSTRUCTOR: 'Gradebook is not supported in instructor mode :(',
  GRADEBOOK_ADMIN: 'Gradebook is not supported in admin mode :(',
  ATTENDANCE_INSTRUCTOR: 'Attendance is not supported in instructor mode :(',
  REVIEW_NEEDS_ATTEMPT: 'You have not done this assignment yet!',
  REVIEW_NEEDS_SCORE: 'You need to score 80% or higher to unlock review, otherwise reviews will unlock on {date}.',
  INTRODUCTION_LESSON: 'Take an assessment to learn how ready you are to take this class.',
  RECOMMENDATIONS_LOADING: 'Getting Recommendations...',
  NO_RECOMMENDATIONS: 'No recommendations are available for you',
  NO_MORE_RECOMMENDATIONS: 'No addition recommendations are avaiable for you',
  // Added by the classroom area where the spec is silent (locks, windows, attempts)
  LESSON_OPENS_ON: 'This lesson opens on {date}.',
  LESSON_LOCKED_PREVIEW: 'This lesson opens when you enroll in the class.',
  LESSON_LOCKED_TRIAL: 'Your trial includes the lessons up to Lesson {order}. Enroll to open the rest of the class.',
  ASSIGNMENT_LOCKED: 'This assignment is not open yet.',
  ASSIGNMENT_OPENS_ON: 'This assignment opens on {date}.',
  NO_ATTEMPTS_LEFT: 'You have used all {allowed} attempts for this assignment.',
  ALREADY_REVIEWED: 'You have reviewed this assignment, so it cannot be submitted again.',
  NOT_ENROLLED: 'You are not enrolled in this class.',
  NOT_TEACHING: 'You do not teach this class.',
  CLASS_ACCESS_ENDED: 'This class ended on {date} and can no longer be opened. Its grades are on your transcript.',
  CLASS_NOT_ON_SOLVE: 'This class takes place on another site.',
  TRANSCRIPT_NOT_READY: 'The transcript is available once the class has closed.',
  NO_VIDEO: 'There is no video for this assignment.',
  NO_REPLAY: 'The replay of this lecture is not available yet.',
  // Classroom tabs: labels quoted by the spec (§2) and texts added where it is silent
  CREATE_ANNOUNCEMENT: 'Create Announcement +',
  UNREAD_MESSAGES: 'Unread Messages: {count}',
  MARK_ALL_READ: 'Mark All As Read',
  NEWS_SUBJECT_REQUIRED: 'Please enter a subject for the announcement.',
  NEWS_MESSAGE_REQUIRED: 'Please write the announcement.',
  INVALID_RICH_TEXT: 'The announcement could not be read as rich text. Please edit it and try again.',
  NEWS_IMAGE_NOT_FOUND: 'An image in the announcement was not uploaded. Please add it again.',
  NEWS_ARCHIVED: 'This announcement has been archived.',
  REPLY_REQUIRED: 'Please write a reply.',
  MESSAGE_REQUIRED: 'Please write your message.',
  REPLY_SENT: 'Your reply has been sent.',
  ISSUE_NOT_YOURS: 'This message belongs to another student.',
  NOT_ON_LEADERBOARD: 'You are not on the leaderboard yet. Submit a homework or quiz to earn your first points.',
  LEADERBOARD_HINT:
    'Complete the homework and quiz of each lesson to earn points: {first} points for each problem you answer correctly on the first submission and {second} on the second.',
  LEADERBOARD_STUDENTS_ONLY: 'The leaderboard is shown to students.',
  NO_LEADERBOARD: 'Nobody has earned points in this class yet.',
  NO_TEACHERS: 'No instructors are assigned to this class yet.',
  NO_GRADEBOOK_WORK: 'There are no graded assignments in this class yet.',
  TAB_UNAVAILABLE: 'This tab is not available in your mode of this class.',
  NO_OPEN_ISSUES: 'There are no open messages. Well done!',
  REPLY_MAIL_SUBJECT: 'Your teacher replied to your message in {classroom}',
  // Player (problem-set-player.md §8)
  SCRATCHPAD_SAVE_FAILED: 'Failed to save scratchpad please try again.',
  TIME_IS_UP: 'Time is up!',
  HELP_SENT: 'Your request has been sent!',
  DUPLICATE_PROBLEM_ISSUE: 'Sorry! you already created an issue of this type for this problem!',
  TEMPLATE_NOT_SUPPORTED: 'Template not yet supported',
  NO_SOLUTION: 'Solution is not available for this question.',
  EMPTY_SET: 'This Problem Set is under development. Comeback later.',
  UNSUPPORTED_TYPE: 'This Problem Type is not supported :(',
  TIMES_UP: 'Times Up!',
  // Confirmation texts (problem-set-player.md §5)
  CONFIRM_SUBMIT_PARTIAL: 'You have answered {answered}/{total} problems. Are you sure you want to submit the assignment for grading?',
  CONFIRM_SUBMIT_ALL: 'Once submitted, you cannot change your answers. Are you sure you want to submit?',
  CONFIRM_LEAVE_ALL_ANSWERED:
    'You have answered all of the problem, but have not submitted your assignment yet. Do you want to accept these answers or continue to work on the problem set??',
  CONFIRM_LEAVE: 'Are you sure you want to leave? Your assignment is not complete.',
  // Player texts added where the spec is silent
  CONFIRM_LEAVE_GRADE: 'Your current grade is {percent}%. Are you sure you want to leave? Your assignment is not complete.',
  CONFIRM_LEAVE_ANSWERED: 'You have answered {answered}/{total} problems. Are you sure you want to leave? Your assignment is not complete.',
  SUBMISSION_CLOSED: 'This problem set has already been submitted. Your answers can no longer be changed.',
  ANSWER_LOCKED: 'This problem has already been answered and its result shown. Your answer can no longer be changed.',
  SUBMIT_NEEDS_ANSWER: 'Answer at least one problem before you submit the problem set.',
  NOT_ANSWERABLE: 'This problem takes no answer.',
  // Sign-in outcomes added by the auth module where the specs are silent
  CODE_USED: 'That code has already been used. Please request a new code.',
  SIGNED_IN: 'Welcome back!',
  ...postsMessages,
  ...playerToolsMessages,
  ...familyMessages,
  ...familyHomeMessages,
  ...attendanceMessages,
  ...managePeopleMessages,
  ...manageClassesMessages,
  ...backofficeMessages,
  ...withdrawalMessages,
  ...referralMessages,
  ...problemSetEditorMessages,
  ...limitsMessages,
  ...shopMessages,
  ...systemMessages,
  ...notificationMessages,
  ...accountingMessages,
  ...couponMessages,
  ...waitlistMessages,
} as const;

export type MessageCode = keyof typeof messages;

/** Fills `{name}` placeholders of a catalogue text. */
export function formatMessage(code: MessageCode, values: Record<string, string | number> = {}): string {
  return messages[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
