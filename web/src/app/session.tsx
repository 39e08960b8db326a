import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { graphql, type ResultOf } from '../graphql';
import { clearClientSession, readUiFlags } from './cookies';

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
  loading: boolean;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function roleOf(me: Me | null | undefined): Role {
  if (!me) return 'guest';
  if (me.userType === 'FAMILY_MEMBER') return 'family';
  // An employee who is both works in the mode of the page they signed in on (the admin cookie).
  if (me.userType === 'EMPLOYEE') return (me.isAdmin && !me.isTeacher) || readUiFlags().admin ? 'admin' : 'instructor';
  return 'student';
}

/** The caller as the server knows them; the readable cookies only avoid a signed-out flash. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(MeQuery, { fetchPolicy: 'cache-and-network' });
  const [signOutMutation] = useMutation(SignOutMutation);
  const me = data ? data.me : readUiFlags().signedIn ? undefined : null;

  // After a sign-in: a request of its own, never one shared with a "me" sent before the sign-in
  // (a page that signs in as it opens, like /landing, would otherwise get the signed-out answer).
  const refresh = useCallback(async () => {
    await client.query({ query: MeQuery, fetchPolicy: 'network-only', context: { queryDeduplication: false } });
  }, [client]);

  const signOut = useCallback(async () => {
    try {
      await signOutMutation();
    } finally {
      // Home first, committed at once: a page that needs a sign-in must not see the signed-out state
      // and redirect on its own (with the Login modal).
      await navigate('/', { replace: true, flushSync: true });
      clearClientSession();
      await client.clearStore();
      await refetch();
    }
  }, [client, navigate, refetch, signOutMutation]);

  // A new answer says nobody is signed in while the UI cookies still say so: the server ended the
  // session (expired, revoked, signed out elsewhere), so the stale cookies and stored data go.
  useEffect(() => {
    if (data && data.me === null && readUiFlags().signedIn) clearClientSession();
  }, [data]);

  const value = useMemo<Session>(
    () => ({ me, role: roleOf(me), loading: loading && !data, refresh, signOut }),
    [me, loading, data, refresh, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
