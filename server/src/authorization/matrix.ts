import { FAMILY_ROWS } from './rows-family.js';
import { publishProblemResponseCount } from '../modules/counter/counter.service.js';
import { ISSUE_CHANGES_CHANNEL } from '../modules/message/issues.service.js';
import {
  ADMINS,
  but,
  everyone,
  FAMILIES,
  FAMILY_RECORDS,
  ITS_STAFF,
  NOT_FAMILIES,
  PUBLIC,
  SIGNED_IN,
  THE_CLASS,
  type MatrixRow,
} from './expectations.js';
import {
  PLAYER_TOOLS_ATTACHMENT_ROWS,
  PLAYER_TOOLS_GRADING_ROWS,
  PLAYER_TOOLS_ROWS,
  PLAYER_TOOLS_SCRATCHPAD_ROWS,
} from './rows-player-tools.js';

import { MANAGE_PEOPLE_ROWS } from './rows-manage-people.js';
import { MANAGE_CLASSES_ROWS } from './rows-manage-classes.js';
import { AUDIT_ROWS } from './rows-audit.js';
import { BACKOFFICE_ROWS } from './rows-backoffice.js';
import { POSTS_ROWS } from './rows-posts.js';
import { PROBLEM_SETS_ROWS } from './rows-problem-sets.js';

import { ATTENDANCE_ROWS } from './rows-attendance.js';
import { REFERRAL_ROWS } from './rows-referral.js';
import { FAMILY_HOME_ROWS } from './rows-family-home.js';
import { SYSTEM_ROWS } from './rows-system.js';
import { NOTIFICATIONS_ROWS } from './rows-notifications.js';
import { NOTIFICATIONS_ADMIN_ROWS } from './rows-notifications-admin.js';
import { ACCOUNTING_ROWS } from './rows-accounting.js';
import { WAITLIST_ROWS } from './rows-waitlist.js';
import { COUPONS_ROWS } from './rows-coupons.js';
import { PAYMENT_PLANS_ROWS } from './rows-payment-plans.js';

export { REFUSALS, type MatrixRow, type Outcome } from './expectations.js';

/**
 * Every query, mutation and subscription of the schema and what each viewer gets, exercised
 * against the demo academy by `matrix.test.ts`, which fails when an operation has no row.
 */
export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  // Each area's rows live beside this file (rows-<area>.ts) and are spread here.

  // Public reads: the sign-in screens, the catalog's pages and the app's own facts.
  { operation: 'academy', document: `{ academy { name } }`, expect: PUBLIC },
  { operation: 'appVersion', document: `{ appVersion }`, expect: PUBLIC },
  { operation: 'countProblemResponses', document: `{ countProblemResponses }`, expect: PUBLIC },
  { operation: 'cartItemCount', document: `{ cartItemCount }`, expect: PUBLIC },
  {
    operation: 'requestStudentByUsername',
    document: `query ($username: String!) { requestStudentByUsername(username: $username) { __typename } }`,
    variables: (s) => ({ username: s.studentUsername }),
    expect: PUBLIC,
  },
  {
    operation: 'syllabus',
    document: `query ($id: Int!) { syllabus(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: PUBLIC,
  },
  { operation: 'me', document: `{ me { __typename } }`, expect: but(everyone('ok'), { signedOut: 'null' }) },

  // Signed-in pages.
  { operation: 'dashboard', document: `{ dashboard { __typename } }`, expect: NOT_FAMILIES },
  {
    operation: 'dashboardSection',
    document: `query ($key: String!) { dashboardSection(key: $key, offset: 0) { __typename } }`,
    variables: () => ({ key: 'OPENED' }),
    expect: NOT_FAMILIES,
  },
  {
    operation: 'recommendations',
    document: `{ recommendations { __typename } }`,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'ok' }),
  },

  // The class: its students, their parents and the staff who teach it; admins and office staff see every class.
  {
    operation: 'classroomPage',
    document: `query ($id: Int!) { classroomPage(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: THE_CLASS,
  },
  {
    operation: 'lessonPage',
    document: `query ($id: Int!) { lessonPage(lessonId: $id) { __typename } }`,
    variables: (s) => ({ id: s.lessonId }),
    expect: THE_CLASS,
  },
  {
    // The student's record of a finished class.
    operation: 'transcript',
    document: `query ($id: Int!) { transcript(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.finishedClassroomId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'NOT_ENROLLED' }),
  },
  {
    operation: 'lessonVideo',
    document: `query ($id: Int!, $assignmentId: Int) { lessonVideo(classroomId: $id, assignmentId: $assignmentId) { __typename } }`,
    variables: (s) => ({ id: s.classroomId, assignmentId: s.videoAssignmentId }),
    expect: THE_CLASS,
  },
  {
    operation: 'assignmentPrintout',
    document: `query ($id: Int!) { assignmentPrintout(assignmentId: $id) { __typename } }`,
    variables: (s) => ({ id: s.assignmentId }),
    expect: but(ITS_STAFF, { otherStudent: 'NOT_ENROLLED' }),
  },
  {
    // Students open their own attempt; staff who teach the class, and admins, a preview.
    operation: 'player',
    document: `query ($id: Int!, $submissionId: Int) { player(assignmentId: $id, submissionId: $submissionId) { __typename } }`,
    variables: (s) => ({ id: s.assignmentId, submissionId: s.submissionId }),
    workSession: true,
    expect: but(ITS_STAFF, { student: 'ok', office: 'FORBIDDEN' }),
  },

  // People: themselves, their family, staff who teach them, admins.
  {
    operation: 'student',
    document: `query ($id: Int!) { student(id: $id) { __typename } }`,
    variables: (s) => ({ id: s.studentId }),
    // Staff see the students they have (the instructor of this matrix teaches Alice in another
    // class; profile.test.ts has one who does not), admins all; office staff teach nobody.
    expect: but(everyone('ok'), { signedOut: 'NOT_SIGNED_IN', otherStudent: 'FORBIDDEN', otherParent: 'FORBIDDEN', office: 'FORBIDDEN' }),
  },
  {
    operation: 'familyMember',
    document: `query ($id: Int!) { familyMember(id: $id) { __typename } }`,
    variables: (s) => ({ id: s.parentMemberId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', parent: 'ok' }),
  },
  {
    operation: 'employee',
    document: `query ($id: Int!) { employee(id: $id) { __typename } }`,
    variables: (s) => ({ id: s.teacherId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', teacher: 'ok', admin: 'ok' }),
  },
  {
    // Students edit their own profile (a grade out of range is the form's own refusal).
    operation: 'updateStudent',
    document: `mutation ($id: Int!) { updateStudent(id: $id, input: { grade: 99, street: "", city: "", state: "", zip: "", country: "", school: "" }) { __typename } }`,
    variables: (s) => ({ id: s.studentId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'allowed' }),
  },
  {
    // Their own profile only.
    operation: 'updateEmployee',
    document: `mutation ($id: Int!) { updateEmployee(id: $id) { __typename } }`,
    variables: (s) => ({ id: s.teacherId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', teacher: 'ok' }),
  },
  {
    operation: 'createGuestLink',
    document: `mutation ($id: Int!) { createGuestLink(userId: $id, userType: STUDENT) { __typename } }`,
    variables: (s) => ({ id: s.studentId }),
    expect: ADMINS,
  },

  // Sign-in and passwords: open to anyone; wrong secrets are the call's own refusal.
  {
    operation: 'studentLogin',
    document: `mutation ($u: String!) { studentLogin(username: $u, password: "not-the-password") { __typename } }`,
    variables: (s) => ({ u: s.studentUsername }),
    expect: everyone('allowed'),
  },
  {
    operation: 'userLogin',
    document: `mutation ($u: String!) { userLogin(username: $u, password: "not-the-password") { __typename } }`,
    variables: (s) => ({ u: s.studentUsername }),
    expect: everyone('allowed'),
  },
  {
    operation: 'employeeLogin',
    document: `mutation { employeeLogin(email: "teacher@solve.test", password: "not-the-password") { __typename } }`,
    expect: everyone('allowed'),
  },
  {
    operation: 'familyLogin',
    document: `mutation { familyLogin(phoneNumber: "+15559990000") { __typename } }`,
    expect: everyone('allowed'),
  },
  {
    operation: 'familyVerify',
    document: `mutation { familyVerify(phoneNumber: "+15559990000", verificationCode: "000000") { __typename } }`,
    expect: everyone('allowed'),
  },
  { operation: 'guestLogin', document: `mutation { guestLogin(token: "not-a-guest-token") { __typename } }`, expect: everyone('allowed') },
  {
    operation: 'landingLogin',
    document: `mutation ($id: Int!) { landingLogin(familyAccountId: $id, token: "not-a-guest-token") { __typename } }`,
    variables: (s) => ({ id: s.familyAccountId }),
    expect: everyone('allowed'),
  },
  {
    operation: 'resetPassword',
    document: `mutation { resetPassword(username: "nobody-here") { __typename } }`,
    expect: everyone('allowed'),
  },
  {
    // Signed in, a student or employee changes their own (parents sign in by phone); signed out only with a reset link's token.
    operation: 'changePassword',
    document: `mutation { changePassword(password: "Correct-horse-9", confirmPassword: "Correct-horse-9") { __typename } }`,
    expect: but(everyone('allowed'), { signedOut: 'NOT_SIGNED_IN', parent: 'FORBIDDEN', otherParent: 'FORBIDDEN' }),
  },
  { operation: 'signOut', document: `mutation { signOut }`, expect: PUBLIC },

  // Files: anyone signed in may upload for the purposes they may attach.
  {
    operation: 's3Sign',
    document: `mutation { s3Sign(purpose: PROFILE_IMAGE, filename: "me.png", contentType: "image/png", size: 1000) { __typename } }`,
    expect: SIGNED_IN,
  },
  // What a file input offers is no secret: the types each purpose takes.
  { operation: 'acceptedFileTypes', document: `{ acceptedFileTypes(purpose: ATTACHMENT) }`, expect: PUBLIC },

  // The player: a student's own work, in a work session.
  {
    operation: 'startStudentSession',
    document: `mutation ($id: Int!) { startStudentSession(studentId: $id) { __typename } }`,
    variables: (s) => ({ id: s.studentId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok' }),
  },
  {
    operation: 'startAssignment',
    document: `mutation ($id: Int!) { startAssignment(assignmentId: $id) { __typename } }`,
    variables: (s) => ({ id: s.assignmentId }),
    workSession: true,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'allowed', otherStudent: 'NOT_ENROLLED' }),
  },
  {
    // A student's own best attempt; staff who teach the class get no attempt of their own (null).
    operation: 'openReview',
    document: `mutation ($id: Int!) { openReview(assignmentId: $id) { __typename } }`,
    variables: (s) => ({ id: s.assignmentId }),
    workSession: true,
    expect: but(ITS_STAFF, { student: 'allowed', otherStudent: 'NOT_ENROLLED', teacher: 'null', admin: 'null' }),
  },
  {
    operation: 'createProblemResponse',
    document: `mutation ($submissionId: Int!, $problemId: Int!) { createProblemResponse(submissionId: $submissionId, problemId: $problemId, sequence: 1, timeSpent: 1, value: { text: "1" }) { __typename } }`,
    variables: (s) => ({ submissionId: s.submissionId, problemId: s.problemId }),
    workSession: true,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'allowed' }),
  },
  {
    operation: 'updateProblemResponse',
    document: `mutation { updateProblemResponse(responseId: 0, sequence: 1, timeSpent: 1, value: { text: "1" }) { __typename } }`,
    workSession: true,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'allowed', otherStudent: 'allowed' }),
  },
  {
    operation: 'updateSubmission',
    document: `mutation ($id: Int!) { updateSubmission(submissionId: $id) { __typename } }`,
    variables: (s) => ({ id: s.submissionId }),
    workSession: true,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'allowed' }),
  },

  // Classroom tabs: news, teachers, gradebook and leaderboard of the class.
  {
    operation: 'classNews',
    document: `query ($id: Int!) { classNews(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: THE_CLASS,
  },
  {
    operation: 'createNews',
    document: `mutation ($id: Int!) { createNews(classroomId: $id, input: { subject: "", message: "" }) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: but(ITS_STAFF, { teacher: 'allowed', admin: 'allowed' }),
  },
  {
    operation: 'updateNews',
    document: `mutation ($id: Int!) { updateNews(newsId: $id, input: { subject: "", message: "" }) { __typename } }`,
    variables: (s) => ({ id: s.newsId }),
    expect: but(ITS_STAFF, { teacher: 'allowed', admin: 'allowed' }),
  },
  {
    // The class's second announcement (the first stays for the rows above and below).
    operation: 'archiveNews',
    document: `mutation ($id: Int!) { archiveNews(newsId: $id) }`,
    variables: (s) => ({ id: s.archivableNewsId }),
    expect: but(ITS_STAFF, { teacher: 'allowed', admin: 'allowed' }),
  },
  {
    // Staff accept their own uploads (this one never arrived: the upload's own refusal).
    operation: 'acceptNewsImage',
    document: `mutation ($key: String!) { acceptNewsImage(fileKey: $key) }`,
    variables: (s) => ({ key: s.teacherUploadKey }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', teacher: 'allowed' }),
  },
  {
    operation: 'likeNews',
    document: `mutation ($id: Int!) { likeNews(newsId: $id) { __typename } }`,
    variables: (s) => ({ id: s.newsId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'NOT_ENROLLED' }),
  },
  {
    operation: 'classInstructors',
    document: `query ($id: Int!) { classInstructors(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: THE_CLASS,
  },
  {
    // Staff get the spec's "not supported in instructor/admin mode" text.
    operation: 'studentGradebook',
    document: `query ($id: Int!) { studentGradebook(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: but(THE_CLASS, { teacher: 'allowed', admin: 'allowed', instructor: 'allowed', office: 'allowed' }),
  },
  {
    operation: 'classGradebook',
    document: `query ($id: Int!) { classGradebook(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: ITS_STAFF,
  },
  {
    operation: 'leaderboard',
    document: `query ($id: Int!) { leaderboard(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'NOT_ENROLLED' }),
  },
  {
    operation: 'setLeaderboardInitials',
    document: `mutation { setLeaderboardInitials(useInitials: true) }`,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'ok' }),
  },

  // Messages: a student's own threads; the staff who teach the class answer them in the inbox.
  {
    operation: 'studentMessages',
    document: `query ($id: Int) { studentMessages(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'NOT_ENROLLED' }),
  },
  {
    operation: 'unreadMessageCount',
    document: `{ unreadMessageCount }`,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'ok' }),
  },
  {
    operation: 'sendIssue',
    document: `mutation ($id: Int!) { sendIssue(classroomId: $id, issueType: MESSAGE, description: "When is the quiz?") { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'NOT_ENROLLED' }),
  },
  {
    operation: 'markAllIssuesRead',
    document: `mutation ($id: Int!) { markAllIssuesRead(classroomId: $id, asOf: "2026-11-22T18:00:00Z") }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'NOT_ENROLLED' }),
  },
  {
    operation: 'issueDetail',
    document: `query ($id: Int!) { issueDetail(issueId: $id) { __typename } }`,
    variables: (s) => ({ id: s.issueId }),
    expect: but(ITS_STAFF, { student: 'ok', otherStudent: 'ISSUE_NOT_YOURS' }),
  },
  {
    operation: 'markIssueRead',
    document: `mutation ($id: Int!) { markIssueRead(issueId: $id) { __typename } }`,
    variables: (s) => ({ id: s.issueId }),
    expect: but(ITS_STAFF, { student: 'ok', otherStudent: 'ISSUE_NOT_YOURS' }),
  },
  {
    // Staff see the threads of the classes they teach (admins every class): others get an empty inbox.
    operation: 'staffInbox',
    document: `{ staffInbox { __typename } }`,
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', teacher: 'ok', instructor: 'ok', admin: 'ok', office: 'ok' }),
  },
  {
    operation: 'replyToIssue',
    document: `mutation ($id: Int!) { replyToIssue(issueId: $id, resolution: "On Friday.") { __typename } }`,
    variables: (s) => ({ id: s.issueId }),
    expect: ITS_STAFF,
  },
  {
    // A student's own unread count, live.
    operation: 'onUnreadMessagesChanged',
    document: `subscription { onUnreadMessagesChanged }`,
    trigger: (services, s) =>
      Promise.all([s.studentId, s.otherStudentId].map((studentId) => services.pubsub.publish(ISSUE_CHANGES_CHANNEL, { studentId }))),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok', otherStudent: 'ok' }),
  },

  // The catalog is open to everyone; the cart and payment belong to a family signed in by phone.
  { operation: 'catalog', document: `{ catalog { __typename } }`, expect: PUBLIC },
  {
    operation: 'checkoutClassroom',
    document: `query ($id: Int!) { checkoutClassroom(classroomId: $id) { __typename } }`,
    variables: (s) => ({ id: s.classroomId }),
    expect: PUBLIC,
  },
  { operation: 'paymentConfig', document: `{ paymentConfig { __typename } }`, expect: PUBLIC },
  // Null: no unpaid invoice to show (the other family has none).
  { operation: 'cart', document: `{ cart { __typename } }`, expect: but(FAMILIES, { otherParent: 'null' }) },
  { operation: 'paymentProfiles', document: `{ paymentProfiles { __typename } }`, expect: FAMILIES },
  { operation: 'familyInvoices', document: `{ familyInvoices { __typename } }`, expect: FAMILY_RECORDS },
  { operation: 'familyCredits', document: `{ familyCredits { __typename } }`, expect: FAMILY_RECORDS },
  {
    // No such invoice: the family's own records are searched, nobody else's.
    operation: 'familyInvoice',
    document: `{ familyInvoice(id: 0) { __typename } }`,
    expect: but(FAMILY_RECORDS, { parent: 'null', otherParent: 'null' }),
  },
  {
    // Alice is already in the class: the cart's own refusal once who asks is let through.
    operation: 'addToCart',
    document: `mutation ($id: Int!, $studentId: Int!) { addToCart(classroomId: $id, studentId: $studentId) { __typename } }`,
    variables: (s) => ({ id: s.classroomId, studentId: s.studentId }),
    expect: but(FAMILIES, { parent: 'allowed', otherParent: 'NOT_YOUR_STUDENT' }),
  },
  {
    operation: 'removeCartItem',
    document: `mutation { removeCartItem(itemId: 0) { __typename } }`,
    expect: but(FAMILIES, { parent: 'allowed', otherParent: 'allowed' }),
  },
  {
    // Terms not accepted, no such invoice: refused by the payment's own rules, nothing charged.
    operation: 'chargeCreditCard',
    document: `mutation { chargeCreditCard(input: { invoiceId: 0, acceptedTerms: false, idempotencyKey: "matrix-0000000000", billTo: { firstName: "A", lastName: "B", address: "1 Main St", city: "San Jose", state: "CA", zip: "95112", country: "US" } }) { __typename } }`,
    expect: but(FAMILIES, { parent: 'allowed', otherParent: 'allowed' }),
  },
  {
    // Not a free class: its own refusal once who asks is let through.
    operation: 'enrollFree',
    document: `mutation ($id: Int!, $studentId: Int!) { enrollFree(classroomId: $id, studentId: $studentId) { __typename } }`,
    variables: (s) => ({ id: s.classroomId, studentId: s.studentId }),
    expect: but(FAMILIES, { student: 'allowed', otherStudent: 'FORBIDDEN', parent: 'allowed', otherParent: 'NOT_YOUR_STUDENT' }),
  },
  {
    operation: 'withdrawEnrollment',
    document: `mutation { withdrawEnrollment(enrollmentId: 0, mode: CREDIT) { __typename } }`,
    expect: but(ADMINS, { admin: 'allowed' }),
  },
  {
    operation: 'withdrawalQuote',
    document: `{ withdrawalQuote(enrollmentId: 0, mode: REFUND) { __typename } }`,
    expect: but(ADMINS, { admin: 'allowed' }),
  },

  // Subscriptions: the live count on the sign-in screen is public.
  {
    operation: 'onProblemResponseCountChanged',
    document: `subscription { onProblemResponseCountChanged { newCount } }`,
    trigger: (services) => publishProblemResponseCount(services, 'matrix'),
    expect: PUBLIC,
  },
  ...AUDIT_ROWS,
  ...BACKOFFICE_ROWS,
  ...POSTS_ROWS,
  ...PLAYER_TOOLS_ROWS,
  ...PLAYER_TOOLS_GRADING_ROWS,
  ...PLAYER_TOOLS_ATTACHMENT_ROWS,
  ...PLAYER_TOOLS_SCRATCHPAD_ROWS,
  ...FAMILY_ROWS,
  ...ATTENDANCE_ROWS,
  ...REFERRAL_ROWS,
  ...FAMILY_HOME_ROWS,
  ...MANAGE_PEOPLE_ROWS,
  ...MANAGE_CLASSES_ROWS,
  ...PROBLEM_SETS_ROWS,
  ...SYSTEM_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...NOTIFICATIONS_ADMIN_ROWS,
  ...ACCOUNTING_ROWS,
  ...WAITLIST_ROWS,
  ...COUPONS_ROWS,
  ...PAYMENT_PLANS_ROWS,
];
