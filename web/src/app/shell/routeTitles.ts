/** Header title per route; every route of the router has one (routeTitles.test.ts). */
const TITLES: Record<string, string> = {
  '/': 'Home',
  '/dashboard': 'Dashboard',
  '/profile': 'Profile',
  // Its settings page too (by the first segment): "Notification settings" is cut short on a phone.
  '/notifications': 'Notifications',
  '/catalog': 'Catalog',
  '/courses': 'Courses',
  '/checkout': 'Checkout',
  '/cart': 'Cart',
  '/purchase': 'Cart',
  '/payment-success': 'Payment',
  '/posts': 'News',
  '/post': 'News',
  '/reports': 'Grades',
  '/lessons': 'Lessons',
  '/roll': 'Roll',
  '/messages': 'Messages',
  '/inbox': 'Inbox',
  '/grading': 'Grading',
  '/gradebook': 'Gradebook',
  '/problemSets': 'Problem Set',
  '/syllabus': 'Syllabus',
  '/transcript': 'Transcript',
  '/video': 'Video',
  '/join': 'Join',
  '/referral': 'Join',
  '/setup': 'Setup',
  '/verify': 'Verify your phone',
  '/manage': 'Manage',
};

/** Parents opening a classroom's routes see the course list instead (family-catalog-payment.md §2). */
const PARENTS_SEE_COURSES = new Set(['/lessons', '/transcript', '/problemSets']);

export function titleFor(path: string, role?: string): string {
  if (role === 'family' && PARENTS_SEE_COURSES.has(path)) return TITLES['/courses']!;
  // A section's pages (/manage/classes/7) take the title of their first segment.
  return TITLES[path] ?? TITLES[`/${path.split('/')[1] ?? ''}`] ?? 'Solve';
}

/** Sign-in routes show no header. */
export const SIGN_IN_ROUTES = new Set([
  '/login',
  '/family',
  '/instructor',
  '/admin',
  '/recovery',
  '/changepassword',
  '/guestLogin',
  '/landing',
  '/verify',
]);
