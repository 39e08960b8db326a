// Signing the demo academy's people in over GraphQL, for the benchmarks that open signed-in pages
// in a browser: the cookies a sign-in sets (the HttpOnly session and the UI flags), to be put in
// the browser before its first page, and a student's open attempt at a problem set with what the
// player reads from the tab's sessionStorage. The demo's sign-ins are in README "Demo sign-ins".
const DEMO_PASSWORD = 'solve-demo-2026';
/** The demo parent with students, a cart and a birthday today: README "Demo sign-ins". */
const DEMO_PARENT_PHONE = '+15550100001';
/** The sign-in text's code. */
const SIGN_IN_CODE = /verification code is: (\d{6})/;

/**
 * A cookie as a browser takes it (Playwright's `addCookies` and Puppeteer's `setCookie` both read this shape).
 * @typedef {{ name: string; value: string; url: string; httpOnly: boolean; secure: boolean; sameSite: 'Lax' }} BrowserCookie
 * @typedef {{ cookies: BrowserCookie[]; header: string }} SignIn a signed-in browser's cookies, and the same as a Cookie header
 * @typedef {Record<string, string>} TabSession sessionStorage entries of the tab, by key
 */

/**
 * The cookies of a sign-in's Set-Cookie headers; deletions (Max-Age=0) are left out. Secure only
 * over https: the benchmarks' servers listen on plain http on localhost.
 * @param {string} base
 * @param {string[]} setCookies
 * @returns {SignIn}
 */
export function cookiesOf(base, setCookies) {
  /** @type {BrowserCookie[]} */
  const cookies = [];
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    if (split <= 0) continue;
    const lower = attributes.map((attribute) => attribute.toLowerCase());
    if (lower.includes('max-age=0')) continue;
    cookies.push({
      name: pair.slice(0, split),
      value: decodeURIComponent(pair.slice(split + 1)),
      url: base,
      httpOnly: lower.includes('httponly'),
      secure: base.startsWith('https:'),
      sameSite: 'Lax',
    });
  }
  if (cookies.length === 0) throw new Error('the sign-in set no cookie');
  return { cookies, header: cookies.map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`).join('; ') };
}

/**
 * One GraphQL request as the app sends it; resolves to the data and the Set-Cookie headers,
 * throws on an error answer.
 * @param {string} base
 * @param {string} query
 * @param {Record<string, unknown>} variables
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ data: Record<string, any>; setCookies: string[] }>}
 */
async function graphql(base, query, variables, headers = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-solve-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = /** @type {{ data?: Record<string, any> | null; errors?: { message: string }[] }} */ (await response.json());
  if (body.errors?.length || !body.data) throw new Error(`GraphQL answered ${response.status}: ${body.errors?.[0]?.message ?? 'no data'}`);
  return { data: body.data, setCookies: response.headers.getSetCookie() };
}

/**
 * A demo student signed in with the demo password.
 * @param {string} base
 * @param {string} username
 */
export async function signInStudent(base, username) {
  const { data, setCookies } = await graphql(
    base,
    'mutation ($username: String!, $password: String!) { studentLogin(username: $username, password: $password) { student { id } } }',
    { username, password: DEMO_PASSWORD },
  );
  return { ...cookiesOf(base, setCookies), studentId: /** @type {number} */ (data.studentLogin.student.id) };
}

/**
 * A demo employee signed in with the demo password, as an instructor or an admin.
 * @param {string} base
 * @param {string} email
 * @param {'INSTRUCTOR' | 'ADMIN'} mode
 * @returns {Promise<SignIn>}
 */
export async function signInEmployee(base, email, mode) {
  const { setCookies } = await graphql(
    base,
    'mutation ($email: String!, $password: String!, $mode: EmployeeLoginMode!) { employeeLogin(email: $email, password: $password, mode: $mode) { token } }',
    { email, password: DEMO_PASSWORD, mode },
  );
  return cookiesOf(base, setCookies);
}

/**
 * The demo parent signed in as a parent does: a code texted to the phone (kept by the server's text
 * outbox, which `readTexts` reads: the texts to a phone, newest first), entered to sign in.
 * @param {string} base
 * @param {(phone: string) => Promise<{ id: number; body: string }[]>} readTexts
 * @returns {Promise<SignIn>}
 */
export async function signInDemoParentByCode(base, readTexts) {
  const before = (await readTexts(DEMO_PARENT_PHONE))[0]?.id ?? 0;
  await graphql(base, 'mutation ($phone: String!) { familyLogin(phoneNumber: $phone, callInstead: false) { verificationCodeSent } }', {
    phone: DEMO_PARENT_PHONE,
  });
  let code = '';
  for (let tries = 0; !code; tries += 1) {
    if (tries === 50) throw new Error(`no sign-in code reached ${DEMO_PARENT_PHONE}`);
    const text = (await readTexts(DEMO_PARENT_PHONE)).find((message) => message.id > before && SIGN_IN_CODE.test(message.body));
    code = SIGN_IN_CODE.exec(text?.body ?? '')?.[1] ?? '';
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { data, setCookies } = await graphql(
    base,
    'mutation ($phone: String!, $code: String!) { familyVerify(phoneNumber: $phone, verificationCode: $code, rememberMe: false) { success message } }',
    { phone: DEMO_PARENT_PHONE, code },
  );
  if (!data.familyVerify.success) throw new Error(`the demo parent's code was refused: ${data.familyVerify.message}`);
  return cookiesOf(base, setCookies);
}

/**
 * The id of a class of the viewer's dashboard, by its code.
 * @param {string} base
 * @param {SignIn} viewer
 * @param {string} code
 * @returns {Promise<number>}
 */
export async function dashboardClassId(base, viewer, code) {
  const { data } = await graphql(base, '{ dashboard { active { classes { classroomId code } } } }', {}, { cookie: viewer.header });
  const sections = /** @type {{ classes: { classroomId: number; code: string }[] }[]} */ (data.dashboard.active);
  const found = sections.flatMap((section) => section.classes).find((candidate) => candidate.code === code);
  if (!found) throw new Error(`the dashboard has no class ${code}`);
  return found.classroomId;
}

/**
 * A student's attempt at the first set of a class (in lesson order) whose title starts with
 * `titleStart`, started or resumed as the lesson list's Start does it, with the sessionStorage the
 * player then reads (the work session, the class and the submission) and the cookie naming them.
 * @param {string} base
 * @param {Awaited<ReturnType<typeof signInStudent>>} student
 * @param {string} classCode
 * @param {string} titleStart
 * @returns {Promise<{ assignmentId: number; session: TabSession; cookie: BrowserCookie }>}
 */
export async function openAttempt(base, student, classCode, titleStart) {
  const asStudent = { cookie: student.header };
  const classroomId = await dashboardClassId(base, student, classCode);
  const page = await graphql(
    base,
    'query ($id: Int!) { classroomPage(classroomId: $id) { lessons { problemSets { assignmentId title } } } }',
    { id: classroomId },
    asStudent,
  );
  const lessons = /** @type {{ problemSets: { assignmentId: number; title: string }[] }[]} */ (page.data.classroomPage.lessons);
  const set = lessons.flatMap((lesson) => lesson.problemSets).find((candidate) => candidate.title.startsWith(titleStart));
  if (!set) throw new Error(`${classCode} has no problem set "${titleStart}…"`);
  const work = await graphql(
    base,
    'mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }',
    { id: student.studentId },
    asStudent,
  );
  const sessionId = String(work.data.startStudentSession.id);
  const started = await graphql(
    base,
    'mutation ($id: Int!) { startAssignment(assignmentId: $id) { classroomId classroomTitle teachingStyle submission { id attemptNumber } } }',
    { id: set.assignmentId },
    { ...asStudent, 'x-student-session': sessionId },
  );
  const attempt = started.data.startAssignment;
  return {
    assignmentId: set.assignmentId,
    // The keys and values the lesson list's Start leaves for the player (web/src/app/storage.ts).
    session: {
      sessionId,
      classroomId: String(attempt.classroomId),
      classroomTitle: attempt.classroomTitle,
      teachingStyle: attempt.teachingStyle,
      submissionId: String(attempt.submission.id),
      attemptNumber: String(attempt.submission.attemptNumber),
    },
    /** @type {BrowserCookie} the cookie Start leaves for the player's address (web/src/app/playerTabCookie.ts) */
    cookie: {
      name: 'playerTab',
      value: `${attempt.classroomId}.${attempt.submission.id}.0`,
      url: `${base}/problemSets`,
      httpOnly: false,
      secure: base.startsWith('https:'),
      sameSite: 'Lax',
    },
  };
}
