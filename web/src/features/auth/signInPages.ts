/**
 * The sign-in pages a visit can start on without the app's router and MUI
 * (features/auth/SignInApp.tsx): main.tsx starts them alone, so their first page stays small.
 */
export const SIGN_IN_PAGES = ['/login', '/family', '/instructor', '/admin'] as const;

export type SignInPage = (typeof SIGN_IN_PAGES)[number];

export function isSignInPage(pathname: string): pathname is SignInPage {
  return (SIGN_IN_PAGES as readonly string[]).includes(pathname);
}
