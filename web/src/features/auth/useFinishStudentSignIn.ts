import { useCallback } from 'react';
import { requestGraphQL } from '../../app/graphql/request';
import { useNavigation } from '../../app/navigation';
import { useSession } from '../../app/session';
import { sessionValues } from '../../app/storage';
import type { ResultOf } from '../../graphql';
import { MustChangePasswordQuery, type StudentLoginMutation } from './student.documents';
import { startWorkSession } from './workSession';

type LoginResult = ResultOf<typeof StudentLoginMutation>['studentLogin'];

export interface AfterSignIn {
  /** Where to go when the spec gives no other place (router state `from`). */
  from: string | null;
  /** Replaces the default navigation (a modal that keeps the user on the page). */
  onSignedIn?: () => void;
}

/**
 * What follows a successful student sign-in (family-catalog-payment.md §4): keep the trial
 * opportunities and the work-session id for the player, then go to the profile editor when the
 * grade was never confirmed, otherwise to the redirect target or the dashboard. A student whose
 * password was generated changes it first (DESIGN.md "Decisions"), then goes on.
 */
export function useFinishStudentSignIn() {
  const { refresh } = useSession();
  const { navigate } = useNavigation();

  const mustChangePassword = useCallback(async () => {
    try {
      const { me } = await requestGraphQL(MustChangePasswordQuery, {});
      return me?.mustChangePassword ?? false;
    } catch {
      return false;
    }
  }, []);

  return useCallback(
    async (result: LoginResult, { from, onSignedIn }: AfterSignIn) => {
      const student = result.student;
      if (!student) return;
      sessionValues.setJson('trials', result.opportunities ?? []);
      try {
        await startWorkSession(student.id);
      } catch {
        // The sign-in itself succeeded; a set asks for the work session again before it opens.
      }
      await refresh();
      if (!student.gradeUpdated) sessionValues.set('showStudentEdit', true);
      const next = student.gradeUpdated ? (from ?? '/dashboard') : '/profile';
      if (await mustChangePassword()) {
        void navigate('/changepassword', { state: { next } });
      } else if (student.gradeUpdated && onSignedIn) {
        onSignedIn();
      } else {
        void navigate(next);
      }
    },
    [mustChangePassword, navigate, refresh],
  );
}
