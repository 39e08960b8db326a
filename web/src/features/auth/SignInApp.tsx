import { StrictMode, useEffect, useMemo, useState } from 'react';
import { AuthCardIsMain } from './AuthCard';
import type { Root } from 'react-dom/client';
import { type Navigation, NavigationContext, type NavigateOptions } from '../../app/navigation';
import { SessionProvider } from '../../app/session';
import EmployeeLoginPage from './EmployeeLoginPage';
import FamilyLoginPage from './FamilyLoginPage';
import { isSignInPage, type SignInPage } from './signInPages';
import StudentLoginPage from './StudentLoginPage';

const PAGES: Record<SignInPage, () => React.JSX.Element> = {
  '/login': () => <StudentLoginPage />,
  '/family': () => <FamilyLoginPage />,
  '/instructor': () => <EmployeeLoginPage mode="INSTRUCTOR" />,
  '/admin': () => <EmployeeLoginPage mode="ADMIN" />,
};

/** Where the visit is: a sign-in page and the router state it was opened with. */
export interface Place {
  pathname: SignInPage;
  state: unknown;
}

/**
 * A history entry as the app's router writes them (`usr` its state, `idx` its place), so that the
 * router reads the entries the sign-in pages made when it takes over.
 */
interface HistoryEntry {
  usr: unknown;
  key: string;
  idx: number;
}

function currentEntry(): Partial<HistoryEntry> {
  const entry: unknown = window.history.state;
  return typeof entry === 'object' && entry !== null ? entry : {};
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The sign-in pages on their own: a visit that starts on one shows it without the router and MUI,
 * and moves between them in place. Any other page (after signing in, a link to home or to account
 * recovery) starts the whole app there (`onLeave`), which takes over the same root.
 */
export function SignInApp({ initial, onLeave }: { initial: Place; onLeave(): void }) {
  const [place, setPlace] = useState(initial);

  useEffect(() => {
    // The router numbers the entries it walks through; the first one gets its number here.
    const entry = currentEntry();
    if (typeof entry.idx !== 'number') window.history.replaceState({ usr: entry.usr ?? null, key: entry.key ?? 'default', idx: 0 }, '');
    const onPopState = () => {
      const { pathname } = window.location;
      if (isSignInPage(pathname)) setPlace({ pathname, state: currentEntry().usr ?? null });
      else onLeave();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [onLeave]);

  const navigation = useMemo<Navigation>(
    () => ({
      state: place.state,
      navigate(to: string, options: NavigateOptions = {}) {
        const url = new URL(to, window.location.href);
        const index = currentEntry().idx ?? 0;
        const entry: HistoryEntry = { usr: options.state ?? null, key: newKey(), idx: options.replace ? index : index + 1 };
        if (options.replace) window.history.replaceState(entry, '', url);
        else window.history.pushState(entry, '', url);
        if (isSignInPage(url.pathname)) setPlace({ pathname: url.pathname, state: entry.usr });
        else onLeave();
      },
    }),
    [place.state, onLeave],
  );

  const Page = PAGES[place.pathname];
  return (
    <NavigationContext.Provider value={navigation}>
      <SessionProvider>
        <AuthCardIsMain.Provider value>
          <Page />
        </AuthCardIsMain.Provider>
      </SessionProvider>
    </NavigationContext.Provider>
  );
}

/** Shows the sign-in page the visit starts on; the whole app loads when the visit moves on. */
export function startSignIn(root: Root, pathname: SignInPage): void {
  let leaving: Promise<void> | null = null;
  const onLeave = () => {
    // The address already names the page to go to: without the app's code, the browser loads it.
    leaving ??= import('../../app/start').then(
      ({ startApp }) => startApp(root),
      () => window.location.reload(),
    );
  };
  root.render(
    <StrictMode>
      <SignInApp initial={{ pathname, state: currentEntry().usr ?? null }} onLeave={onLeave} />
    </StrictMode>,
  );
}
