import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, type ResultOf } from '../graphql';
import { loadedApolloClient } from './apolloInstance';
import { clearClientSession, readUiFlags } from './cookies';
import { drawnSession } from './drawnPage';
import { requestGraphQL } from './graphql/request';
import { useNavigation } from './navigation';

export const MeQuery = graphql(`
  query Me {
    me {
      userType
      id
      firstName
      lastName
      imageUrl
      familyAccountId
      isTeacher
      isAdmin
      isGuest
      gradeUpdated
      testModes
    }
  }
`);

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export type Me = NonNullable<ResultOf<typeof MeQuery>['me']>;

export type Role = 'student' | 'family' | 'instructor' | 'admin' | 'guest';

export interface Session {
  /** The signed-in user, or null; undefined while the first answer is on its way. */
  me: Me | null | undefined;
  role: Role;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Who is signed in, asked before any page's code has loaded (`askWhoIsSignedIn`); taken by the first session. */
let earlyAnswer: Promise<ResultOf<typeof MeQuery>> | null = null;

/**
 * Asks who is signed in as the page starts (main.tsx), beside the academy's facts: the answer is on
 * its way while the page's code loads, and a page that needs it (the dashboard asks for its classes
 * by role) does not wait a round trip more after its first render.
 */
export function askWhoIsSignedIn(): void {
  // A page the server drew for the visitor says who they are: no request.
  const drawn = drawnSession<Me>();
  earlyAnswer = drawn ? Promise.resolve(drawn) : requestGraphQL(MeQuery, {});
  // A failure is the first session's to handle, as its own request's would be.
  earlyAnswer.catch(() => undefined);
}

export function roleOf(me: Me | null | undefined): Role {
  if (!me) return 'guest';
  if (me.userType === 'FAMILY_MEMBER') return 'family';
  // An employee who is both works in the mode of the page they signed in on (the admin cookie).
  if (me.userType === 'EMPLOYEE') return (me.isAdmin && !me.isTeacher) || readUiFlags().admin ? 'admin' : 'instructor';
  return 'student';
}

/** The caller as the server knows them; the readable cookies only avoid a signed-out flash. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { navigate } = useNavigation();
  const [answer, setAnswer] = useState<{ me: Me | null } | null>(() => drawnSession<Me>() ?? null);
  // Only the newest request's answer counts: a "me" sent before a sign-in must not overwrite the
  // answer of the one sent after it (a page that signs in as it opens, like /landing).
  const newest = useRef(0);
  const me = answer ? answer.me : readUiFlags().signedIn ? undefined : null;

  const load = useCallback(async () => {
    const request = ++newest.current;
    const signedInWhenSent = readUiFlags().signedIn;
    const early = earlyAnswer;
    earlyAnswer = null;
    const data = await (early ?? requestGraphQL(MeQuery, {}));
    if (request !== newest.current) return;
    setAnswer({ me: data.me });
    // Nobody is signed in while the UI cookies still say so: the server ended the session
    // (expired, revoked, signed out elsewhere), so the stale cookies and stored data go.
    if (data.me === null && signedInWhenSent && readUiFlags().signedIn) clearClientSession();
  }, []);

  useEffect(() => {
    // A failed first request leaves the cookies' guess; the next sign-in or reload asks again.
    load().catch(() => undefined);
  }, [load]);

  const signOut = useCallback(async () => {
    try {
      await requestGraphQL(SignOutMutation, {});
    } finally {
      // Home first, committed at once: a page that needs a sign-in must not see the signed-out state
      // and redirect on its own (with the Login modal).
      await navigate('/', { replace: true, flushSync: true });
      clearClientSession();
      await loadedApolloClient()?.clearStore();
      await load();
    }
  }, [load, navigate]);

  // Changes only when who is signed in does: a visitor's first answer (nobody) re-renders nothing.
  const value = useMemo<Session>(() => ({ me, role: roleOf(me), refresh: load, signOut }), [me, load, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
