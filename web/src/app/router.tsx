import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { AppShell } from './shell/AppShell';
import { RouteError } from './errors/RouteError';
import { PageSpinner, RequireSignIn } from './RequireSignIn';
import { SessionProvider, useSession } from './session';

const HomePage = lazy(() => import('../features/home/HomePage'));
const StudentLoginPage = lazy(() => import('../features/auth/StudentLoginPage'));
const FamilyLoginPage = lazy(() => import('../features/auth/FamilyLoginPage'));
const EmployeeLoginPage = lazy(() => import('../features/auth/EmployeeLoginPage'));
const RecoveryPage = lazy(() => import('../features/auth/RecoveryPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));
const GuestLoginPage = lazy(() => import('../features/auth/GuestLoginPage'));
const LandingPage = lazy(() => import('../features/auth/LandingPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const PlayerPage = lazy(() => import('../features/player/PlayerPage'));
const ClassroomPage = lazy(() => import('../features/classroom/ClassroomPage'));
const SyllabusPage = lazy(() => import('../features/classroom/SyllabusPage'));
const TranscriptPage = lazy(() => import('../features/classroom/TranscriptPage'));
const VideoPage = lazy(() => import('../features/classroom/VideoPage'));
const RollPage = lazy(() => import('../features/attendance/RollPage'));
const InboxPage = lazy(() => import('../features/inbox/InboxPage'));
const GradingPage = lazy(() => import('../features/grading/GradingPage'));
const ClassGradebookPage = lazy(() => import('../features/gradebook/ClassGradebookPage'));
const MessagesPage = lazy(() => import('../features/message/MessagesPage'));
const CatalogPage = lazy(() => import('../features/catalog/CatalogPage'));
const CheckoutPage = lazy(() => import('../features/catalog/CheckoutPage'));
const CartPage = lazy(() => import('../features/cart/CartPage'));
const PaymentSuccessPage = lazy(() => import('../features/cart/PaymentSuccessPage'));
const ManageLayout = lazy(() => import('../features/manage/ManageLayout'));
const ManageHome = lazy(() => import('../features/manage/ManageHome'));
const JoinPage = lazy(() => import('../features/family/JoinPage'));
const VerifyPage = lazy(() => import('../features/auth/VerifyPage'));
const ManageStaffPage = lazy(() => import('../features/manage/people/StaffPage'));
const ManageFamiliesPage = lazy(() => import('../features/manage/people/FamiliesPage'));
const ManageFamilyPage = lazy(() => import('../features/manage/people/FamilyPage'));
const ManageClassesPage = lazy(() => import('../features/manage/classes/ClassesPage'));
const ManageClassPage = lazy(() => import('../features/manage/classes/ClassPage'));
const ManageAcademyPage = lazy(() => import('../features/manage/academy/AcademyPage'));
const ManageAuditPage = lazy(() => import('../features/manage/audit/AuditPage'));
const ManageProblemSetsPage = lazy(() => import('../features/manage/problem-sets/ProblemSetsPage'));
const ManageProblemSetEditorPage = lazy(() => import('../features/manage/problem-sets/ProblemSetEditorPage'));
const PostsPage = lazy(() => import('../features/posts/PostsPage'));
const ReportsPage = lazy(() => import('../features/report/ReportsPage'));
const PostPage = lazy(() => import('../features/posts/PostPage'));
const ManagePostsPage = lazy(() => import('../features/manage/posts/PostsAdminPage'));
const ManageContentPage = lazy(() => import('../features/manage/content/ContentPage'));
const ManageRosterPage = lazy(() => import('../features/manage/roster/RosterPage'));
const SetupPage = lazy(() => import('../features/setup/SetupPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

/** Parents opening a classroom's routes see the course list view instead (family-catalog-payment.md §2). */
function ParentsSeeCourses({ children }: { children: ReactNode }) {
  const { role } = useSession();
  return role === 'family' ? <CatalogPage courseList /> : <>{children}</>;
}

function Root() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

export const router = createBrowserRouter([
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
              { path: '/dashboard', element: page(<RequireSignIn>{<DashboardPage />}</RequireSignIn>) },
              {
                path: '/problemSets',
                element: page(
                  <ParentsSeeCourses>
                    <RequireSignIn roles={['student', 'instructor', 'admin']}>{<PlayerPage />}</RequireSignIn>
                  </ParentsSeeCourses>,
                ),
              },
              { path: '/posts', element: page(<RequireSignIn>{<PostsPage />}</RequireSignIn>) },
              { path: '/post', element: page(<PostPage />) },
              {
                path: '/reports',
                element: page(
                  <RequireSignIn roles={['family']} redirectTo="/family">
                    {<ReportsPage />}
                  </RequireSignIn>,
                ),
              },
              {
                path: '/lessons',
                element: page(
                  <ParentsSeeCourses>
                    <RequireSignIn roles={['student', 'instructor', 'admin']}>{<ClassroomPage />}</RequireSignIn>
                  </ParentsSeeCourses>,
                ),
              },
              { path: '/syllabus', element: page(<SyllabusPage />) },
              {
                path: '/transcript',
                element: page(
                  <ParentsSeeCourses>
                    <RequireSignIn roles={['student']}>{<TranscriptPage />}</RequireSignIn>
                  </ParentsSeeCourses>,
                ),
              },
              { path: '/video', element: page(<RequireSignIn roles={['student', 'instructor', 'admin']}>{<VideoPage />}</RequireSignIn>) },
              { path: '/messages', element: page(<RequireSignIn roles={['student']}>{<MessagesPage />}</RequireSignIn>) },
              { path: '/roll', element: page(<RequireSignIn roles={['instructor', 'admin']}>{<RollPage />}</RequireSignIn>) },
              { path: '/inbox', element: page(<RequireSignIn roles={['instructor', 'admin']}>{<InboxPage />}</RequireSignIn>) },
              { path: '/grading', element: page(<RequireSignIn roles={['instructor', 'admin']}>{<GradingPage />}</RequireSignIn>) },
              {
                path: '/gradebook',
                element: page(<RequireSignIn roles={['instructor', 'admin']}>{<ClassGradebookPage />}</RequireSignIn>),
              },
              { path: '/catalog', element: page(<CatalogPage />) },
              { path: '/courses', element: page(<CatalogPage />) },
              { path: '/checkout', element: page(<CheckoutPage />) },
              {
                path: '/cart',
                element: page(
                  <RequireSignIn roles={['family']} redirectTo="/family">
                    {<CartPage />}
                  </RequireSignIn>,
                ),
              },
              {
                path: '/purchase',
                element: page(
                  <RequireSignIn roles={['family']} redirectTo="/family">
                    {<CartPage />}
                  </RequireSignIn>,
                ),
              },
              {
                path: '/payment-success',
                element: page(
                  <RequireSignIn roles={['family']} redirectTo="/family">
                    {<PaymentSuccessPage />}
                  </RequireSignIn>,
                ),
              },
              {
                // The back office: each section's routes are children of this one.
                path: '/manage',
                element: page(<RequireSignIn roles={['instructor', 'admin']}>{<ManageLayout />}</RequireSignIn>),
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
]);
