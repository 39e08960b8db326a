import { requestGraphQL } from '../../app/graphql/request';
import { sessionValues } from '../../app/storage';
import { StartStudentSessionMutation } from './student.documents';

/**
 * The student's work session (problem-set-player.md §6): its id is kept in the tab's session
 * storage and sent with the player's mutations. It belongs to the sign-in: the server gives every
 * tab of a sign-in the same one, and only a new sign-in elsewhere ends it. Rejects with the
 * server's refusal (MULTIPLE_SIGN_IN once a sign-in made elsewhere works).
 */
export async function startWorkSession(studentId: number): Promise<void> {
  const started = await requestGraphQL(StartStudentSessionMutation, { studentId });
  sessionValues.set('sessionId', started.startStudentSession.id);
}

/** Before a set opens: a tab without the id (a new tab, a browser restored with its cookies) asks for it. */
export async function ensureWorkSession(studentId: number): Promise<void> {
  if (sessionValues.get('sessionId') === null) await startWorkSession(studentId);
}
