import { AppLink } from '../../app/navigation';

const PAGES = [
  { to: '/login', label: 'Student sign-in' },
  { to: '/family', label: 'Parent sign-in' },
  { to: '/instructor', label: 'Instructor sign-in' },
] as const;

/** Links to the other sign-in pages, for whoever landed on the wrong one. */
export function SwitchSignInLinks({ current }: { current: string }) {
  return (
    <nav aria-label="Other sign-in pages" className="auth-switch">
      {PAGES.filter((page) => page.to !== current).map((page) => (
        <AppLink key={page.to} to={page.to}>
          {page.label}
        </AppLink>
      ))}
    </nav>
  );
}
