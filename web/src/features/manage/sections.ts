/** The back office's sections, in the order of its navigation; `adminOnly` ones are hidden from instructors. */
export interface ManageSection {
  path: string;
  label: string;
  description: string;
  adminOnly: boolean;
}

export const MANAGE_SECTIONS: readonly ManageSection[] = [
  { path: '/manage/classes', label: 'Classes', description: 'Classrooms, their lessons, assignments and rolls.', adminOnly: false },
  { path: '/manage/academy', label: 'Academy', description: 'Name, contact, time zone, terms and holidays.', adminOnly: true },
  { path: '/manage/staff', label: 'Staff', description: 'Invite instructors and admins, set their roles.', adminOnly: true },
  { path: '/manage/families', label: 'Families', description: 'Find a family or student, enrol and withdraw.', adminOnly: true },
  { path: '/manage/roster', label: 'Roster import', description: 'Add families and enrolments from a CSV file.', adminOnly: true },
  { path: '/manage/posts', label: 'Posts', description: 'Write, schedule and publish news for families.', adminOnly: true },
  {
    path: '/manage/content',
    label: 'Content',
    description: 'Upload courses, lesson plans and problem sets from a content file.',
    adminOnly: true,
  },
  {
    path: '/manage/problem-sets',
    label: 'Problem sets',
    description: "Edit problems, answers, hints and solutions; students' answers are kept.",
    adminOnly: true,
  },
  {
    path: '/manage/notifications',
    label: 'Notifications',
    description: 'Which kinds the academy sends, the wording of each message, and what was sent to whom.',
    adminOnly: true,
  },
  {
    path: '/manage/coupons',
    label: 'Coupons',
    description: 'Codes families enter in the cart for an amount or percent off, with their limits and uses.',
    adminOnly: true,
  },
  {
    path: '/manage/payments',
    label: 'Payments',
    description: 'Payments, refunds and credits by day, term and class, with totals and a CSV for the accountant.',
    adminOnly: true,
  },
  { path: '/manage/audit', label: 'Audit log', description: 'Every change: who, when, before and after.', adminOnly: true },
  {
    path: '/manage/system',
    label: 'System',
    description: 'Version, database, services in test mode, failed jobs, the last backup and live instances.',
    adminOnly: true,
  },
];

export const sectionsFor = (isAdmin: boolean) => MANAGE_SECTIONS.filter((section) => isAdmin || !section.adminOnly);
