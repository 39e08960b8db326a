// The signed-in pages the Lighthouse benchmark audits, each with the demo sign-in that opens it:
// a student's dashboard and classroom, the player on a problem set, the family's HOME and cart,
// and the admin's class page in Manage.
import { dashboardClassId, openAttempt, signInDemoParentByCode, signInEmployee, signInStudent } from '../lib/demo-sign-ins.mjs';

/**
 * @typedef {import('../lib/demo-sign-ins.mjs').SignIn} SignIn
 * @typedef {{ name: string; who: string; path: string; signIn: SignIn; session?: import('../lib/demo-sign-ins.mjs').TabSession }} SignedInPage
 * @typedef {(phone: string) => Promise<{ id: number; body: string }[]>} ReadTexts the texts the server kept for a phone, newest first
 */

/** The demo's Pre-Algebra class on campus: Alice's class, with lessons, work and a roster. */
const PRE_ALGEBRA = 'MA6-A';

/**
 * Signs the demo's people in and names the pages they open.
 * @param {string} base
 * @param {ReadTexts} readTexts
 * @returns {Promise<SignedInPage[]>}
 */
export async function signedInPages(base, readTexts) {
  const alice = await signInStudent(base, 'alicew101');
  const preAlgebra = await dashboardClassId(base, alice, PRE_ALGEBRA);
  // The player on a set of a class's first lesson, opened as its Start button opens it. A classmate
  // of the other section, who has not opened this set yet: the attempt is new, and the set has no
  // time limit that could end it between runs.
  const liam = await signInStudent(base, 'liamj105');
  const learn = await openAttempt(base, liam, 'MA6-B', 'Learn');
  const admin = await signInEmployee(base, 'admin@solve.test', 'ADMIN');
  // The parent as a parent signs in (a sign-in link an admin makes is a guest's, who may not pay).
  const parent = await signInDemoParentByCode(base, readTexts);
  return [
    { name: 'student dashboard', who: 'alicew101', path: '/dashboard', signIn: alice },
    { name: 'classroom', who: 'alicew101', path: `/lessons?classroomId=${preAlgebra}`, signIn: alice },
    {
      name: 'player',
      who: 'liamj105',
      path: `/problemSets?assignmentId=${learn.assignmentId}`,
      signIn: { ...liam, cookies: [...liam.cookies, learn.cookie] },
      session: learn.session,
    },
    { name: 'family HOME', who: 'the Williams parent', path: '/dashboard', signIn: parent },
    { name: 'cart', who: 'the Williams parent', path: '/cart', signIn: parent },
    { name: 'admin class page', who: 'admin@solve.test', path: `/manage/classes/${preAlgebra}`, signIn: admin },
  ];
}
