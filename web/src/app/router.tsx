import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { AppShell, preloadTestModeBanner } from './shell/AppShell';
import { readUiFlags } from './cookies';
import { RouteError } from './errors/RouteError';
import { PageSpinner, RequireSignIn } from './RequireSignIn';
import { RouterNavigation } from './RouterNavigation';
import { SessionProvider, useSession } from './session';
import { preloadable } from './preloadable';
import { lazyWithApollo } from './withApollo';

// Pages that read through Apollo load it with their own chunk (`lazyWithApollo`); the sign-in
// pages, home and "not found" do without it, so a visitor's first page does not download it.
const HomePage = preloadable(() => import('../features/home/HomePage'));
const StudentLoginPage = preloadable(() => import('../features/auth/StudentLoginPage'));
const FamilyLoginPage = preloadable(() => import('../features/auth/FamilyLoginPage'));
const EmployeeLoginPage = preloadable(() => import('../features/auth/EmployeeLoginPage'));
const RecoveryPage = lazy(() => import('../features/auth/RecoveryPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));
const GuestLoginPage = lazy(() => import('../features/auth/GuestLoginPage'));
const LandingPage = lazy(() => import('../features/auth/LandingPage'));
const ProfilePage = lazyWithApollo(() => import('../features/profile/ProfilePage'));
// The dashboard shows its first answers before Apollo has loaded (app/graphql/firstPageQuery.ts).
const DashboardPage = preloadable(() => import('../features/dashboard/DashboardPage'));
const PlayerPage = lazyWithApollo(() => import('../features/player/PlayerPage'));
const ClassroomPage = lazyWithApollo(() => import('../features/classroom/ClassroomPage'));
const SyllabusPage = lazyWithApollo(() => import('../features/classroom/SyllabusPage'));
const TranscriptPage = lazyWithApollo(() => import('../features/classroom/TranscriptPage'));
const VideoPage = lazyWithApollo(() => import('../features/classroom/VideoPage'));
const InboxPage = lazyWithApollo(() => import('../features/inbox/InboxPage'));
const GradingPage = lazyWithApollo(() => import('../features/grading/GradingPage'));
const ClassGradebookPage = lazyWithApollo(() => import('../features/gradebook/ClassGradebookPage'));
const MessagesPage = lazyWithApollo(() => import('../features/message/MessagesPage'));
const CatalogPage = lazyWithApollo(() => import('../features/catalog/CatalogPage'));
const CheckoutPage = lazyWithApollo(() => import('../features/catalog/CheckoutPage'));
const CartPage = lazyWithApollo(() => import('../features/cart/CartPage'));
const PaymentSuccessPage = lazyWithApollo(() => import('../features/cart/PaymentSuccessPage'));
const ManageLayout = lazyWithApollo(() => import('../features/manage/ManageLayout'));
const ManageHome = lazyWithApollo(() => import('../features/manage/ManageHome'));
const JoinPage = lazyWithApollo(() => import('../features/family/JoinPage'));
const ManageStaffPage = lazyWithApollo(() => import('../features/manage/people/StaffPage'));
const ManageFamiliesPage = lazyWithApollo(() => import('../features/manage/people/FamiliesPage'));
const ManageFamilyPage = lazyWithApollo(() => import('../features/manage/people/FamilyPage'));
const ManageClassesPage = lazyWithApollo(() => import('../features/manage/classes/ClassesPage'));
const ManageClassPage = lazyWithApollo(() => import('../features/manage/classes/ClassPage'));
const ManageAcademyPage = lazyWithApollo(() => import('../features/manage/academy/AcademyPage'));
const ManageAuditPage = lazyWithApollo(() => import('../features/manage/audit/AuditPage'));
const ManagePaymentsPage = lazyWithApollo(() => import('../features/manage/payments/PaymentsPage'));
const ManageCouponsPage = lazyWithApollo(() => import('../features/manage/coupons/CouponsPage'));
const ManageSystemPage = lazyWithApollo(() => import('../features/manage/system/SystemPage'));
const ManageNotificationsPage = lazyWithApollo(() => import('../features/manage/notifications/NotificationsAdminPage'));
const PostsPage = lazyWithApollo(() => import('../features/posts/PostsPage'));
const PostPage = lazyWithApollo(() => import('../features/posts/PostPage'));
const ManagePostsPage = lazyWithApollo(() => import('../features/manage/posts/PostsAdminPage'));
const RollPage = lazyWithApollo(() => import('../features/attendance/RollPage'));
const VerifyPage = lazy(() => import('../features/auth/VerifyPage'));
const ManageProblemSetsPage = lazyWithApollo(() => import('../features/manage/problem-sets/ProblemSetsPage'));
const ManageProblemSetEditorPage = lazyWithApollo(() => import('../features/manage/problem-sets/ProblemSetEditorPage'));
const ReportsPage = lazyWithApollo(() => import('../features/report/ReportsPage'));
const ManageContentPage = lazyWithApollo(() => import('../features/manage/content/ContentPage'));
const ManageRosterPage = lazyWithApollo(() => import('../features/manage/roster/RosterPage'));
const SetupPage = lazyWithApollo(() => import('../features/setup/SetupPage'));
const NotificationsPage = lazyWithApollo(() => import('../features/notifications/NotificationsPage'));
const NotificationPreferencesPage = lazyWithApollo(() => import('../features/notifications/PreferencesPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * The code of the pages a visit usually starts on, by path: main.tsx loads the page's code before
 * the first render, so the page commits once, whole, instead of its spinner first.
 */
const FIRST_PAGES: Record<string, () => Promise<unknown>> = {
  '/': HomePage.preload,
  '/login': StudentLoginPage.preload,
  '/family': FamilyLoginPage.preload,
  '/instructor': EmployeeLoginPage.preload,
  '/admin': EmployeeLoginPage.preload,
  '/catalog': CatalogPage.preload,
  '/courses': CatalogPage.preload,
  '/post': PostPage.preload,
  '/problemSets': PlayerPage.preload,
  '/lessons': ClassroomPage.preload,
  '/cart': CartPage.preload,
  '/dashboard': DashboardPage.preload,
};

/** A class's page in the back office, which staff open from a link or a bookmark. */
const MANAGE_CLASS_PAGE = /^\/manage\/classes\/\d+$/;

/**
 * Loads the code of the page at `pathname` when it is one of the first pages; resolves when loaded.
 * Staff's pages show the test-mode banner above the page: its code comes with the page's, so the
 * page does not move down under a pointer when the banner arrives after it.
 */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  const flags = readUiFlags();
  const banner = flags.instructor || flags.admin ? [preloadTestModeBanner()] : [];
  if (MANAGE_CLASS_PAGE.test(pathname)) return Promise.all([ManageLayout.preload(), ManageClassPage.preload(), ...banner]);
  return Promise.all([FIRST_PAGES[pathname]?.(), ...banner]);
}

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

/** Parents opening a classroom's routes see the course list view instead (family-catalog-payment.md §2). */
function ParentsSeeCourses({ children }: { children: ReactNode }) {
  const { role } = useSession();
  return role === 'family' ? <CatalogPage courseList /> : <>{children}</>;
}

function Root() {
  return (
    <RouterNavigation>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </RouterNavigation>
  );
}

/** The app's routes: main.tsx makes the browser's router of them, the build's prerender a memory one. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppShell />,
        children: [
          {
            // A page that fails shows its error inside the shell, so the navigation stays usable.
            errorElement: <RouteError />,
            children: [
              { path: '/', element: page(<HomePage />) },
              { path: '/login', element: page(<StudentLoginPage />) },
              { path: '/family', element: page(<FamilyLoginPage />) },
              { path: '/instructor', element: page(<EmployeeLoginPage mode="INSTRUCTOR" />) },
              { path: '/admin', element: page(<EmployeeLoginPage mode="ADMIN" />) },
              { path: '/recovery', element: page(<RecoveryPage />) },
              { path: '/changepassword', element: page(<ChangePasswordPage />) },
              { path: '/guestLogin', element: page(<GuestLoginPage />) },
              { path: '/landing', element: page(<LandingPage />) },
              { path: '/setup', element: page(<SetupPage />) },
              { path: '/join', element: page(<JoinPage />) },
              { path: '/verify', element: page(<VerifyPage />) },
              { path: '/referral', element: page(<JoinPage />) },
              { path: '/profile', element: page(<RequireSignIn>{<ProfilePage />}</RequireSignIn>) },
              { path: '/notifications', element: page(<RequireSignIn allow="hearNotifications">{<NotificationsPage />}</RequireSignIn>) },
              {
                path: '/notifications/preferences',
                element: page(<RequireSignIn allow="hearNotifications">{<NotificationPreferencesPage />}</RequireSignIn>),
              },
              { path: '/dashboard', element: page(<RequireSignIn>{<DashboardPage />}</RequireSignIn>) },
              {
                path: '/problemSets',
                element: page(
                  <ParentsSeeCourses>
                    <RequireSignIn allow="useClassrooms">{<PlayerPage />}</RequireSignIn>
                  </ParentsSeeCourses>,
                ),
              },
              { path: '/posts', element: page(<RequireSignIn>{<PostsPage />}</RequireSignIn>) },
              { path: '/post', element: page(<PostPage />) },
              {
                path: '/reports',
                element: page(
                  <RequireSignIn allow="readFamilyPages" redirectTo="/family">
                    {<ReportsPage />}
                  </RequireSignIn>,
                ),
              },
              {
                path: '/lessons',
                element: page(
                  <ParentsSeeCourses>
                    <RequireSignIn allow="useClassrooms">{<ClassroomPage />}</RequireSignIn>
                  </ParentsSeeCourses>,
                ),
              },
              { path: '/syllabus', element: page(<SyllabusPage />) },
              {
                path: '/transcript',
                element: page(
                  <ParentsSeeCourses>
                    <RequireSignIn allow="actAsStudent">{<TranscriptPage />}</RequireSignIn>
                  </ParentsSeeCourses>,
                ),
              },
              { path: '/video', element: page(<RequireSignIn allow="useClassrooms">{<VideoPage />}</RequireSignIn>) },
              { path: '/messages', element: page(<RequireSignIn allow="actAsStudent">{<MessagesPage />}</RequireSignIn>) },
              { path: '/roll', element: page(<RequireSignIn allow="doStaffWork">{<RollPage />}</RequireSignIn>) },
              { path: '/inbox', element: page(<RequireSignIn allow="doStaffWork">{<InboxPage />}</RequireSignIn>) },
              { path: '/grading', element: page(<RequireSignIn allow="doStaffWork">{<GradingPage />}</RequireSignIn>) },
              {
                path: '/gradebook',
                element: page(<RequireSignIn allow="doStaffWork">{<ClassGradebookPage />}</RequireSignIn>),
              },
              { path: '/catalog', element: page(<CatalogPage />) },
              { path: '/courses', element: page(<CatalogPage />) },
              { path: '/checkout', element: page(<CheckoutPage />) },
              {
                path: '/cart',
                element: page(
                  <RequireSignIn allow="readFamilyPages" redirectTo="/family">
                    {<CartPage />}
                  </RequireSignIn>,
                ),
              },
              {
                path: '/purchase',
                element: page(
                  <RequireSignIn allow="readFamilyPages" redirectTo="/family">
                    {<CartPage />}
                  </RequireSignIn>,
                ),
              },
              {
                path: '/payment-success',
                element: page(
                  <RequireSignIn allow="readFamilyPages" redirectTo="/family">
                    {<PaymentSuccessPage />}
                  </RequireSignIn>,
                ),
              },
              {
                // The back office: each section's routes are children of this one.
                path: '/manage',
                element: page(<RequireSignIn allow="doStaffWork">{<ManageLayout />}</RequireSignIn>),
                children: [
                  { index: true, element: page(<ManageHome />) },
                  { path: 'staff', element: page(<RequireSignIn roles={['admin']}>{<ManageStaffPage />}</RequireSignIn>) },
                  { path: 'families', element: page(<RequireSignIn roles={['admin']}>{<ManageFamiliesPage />}</RequireSignIn>) },
                  { path: 'families/:id', element: page(<RequireSignIn roles={['admin']}>{<ManageFamilyPage />}</RequireSignIn>) },
                  { path: 'classes', element: page(<ManageClassesPage />) },
                  { path: 'classes/:id', element: page(<ManageClassPage />) },
                  { path: 'academy', element: page(<RequireSignIn roles={['admin']}>{<ManageAcademyPage />}</RequireSignIn>) },
                  { path: 'posts', element: page(<RequireSignIn roles={['admin']}>{<ManagePostsPage />}</RequireSignIn>) },
                  { path: 'audit', element: page(<RequireSignIn roles={['admin']}>{<ManageAuditPage />}</RequireSignIn>) },
                  { path: 'payments', element: page(<RequireSignIn roles={['admin']}>{<ManagePaymentsPage />}</RequireSignIn>) },
                  { path: 'coupons', element: page(<RequireSignIn roles={['admin']}>{<ManageCouponsPage />}</RequireSignIn>) },
                  { path: 'system', element: page(<RequireSignIn roles={['admin']}>{<ManageSystemPage />}</RequireSignIn>) },
                  {
                    path: 'notifications',
                    element: page(<RequireSignIn roles={['admin']}>{<ManageNotificationsPage />}</RequireSignIn>),
                  },
                  { path: 'content', element: page(<RequireSignIn roles={['admin']}>{<ManageContentPage />}</RequireSignIn>) },
                  { path: 'roster', element: page(<RequireSignIn roles={['admin']}>{<ManageRosterPage />}</RequireSignIn>) },
                  {
                    path: 'problem-sets',
                    element: page(<RequireSignIn roles={['admin']}>{<ManageProblemSetsPage />}</RequireSignIn>),
                  },
                  {
                    path: 'problem-sets/:id',
                    element: page(<RequireSignIn roles={['admin']}>{<ManageProblemSetEditorPage />}</RequireSignIn>),
                  },
                ],
              },
              { path: '*', element: page(<NotFoundPage />) },
            ],
          },
        ],
      },
    ],
  },
];
