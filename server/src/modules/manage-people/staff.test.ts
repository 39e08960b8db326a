import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, outboxMessages } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
let t: TestServer;
let admin: { token: string; employee: { id: number } };
let n = 0;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db);
  admin = await signedInEmployee(t.services.db, NOW, { isAdminOfSolve: true });
});
afterAll(() => t.close());

const INVITE = `mutation ($f: String!, $l: String!, $e: String!, $t: Boolean!, $a: Boolean!, $o: Boolean!) {
  inviteStaff(firstName: $f, lastName: $l, email: $e, isTeacher: $t, isAdmin: $a, isOffice: $o) { id workEmail invitationPending isTeacher active }
}`;
const CHANGE = `mutation ($userId: String, $token: String, $p: String!) {
  changePassword(userId: $userId, token: $token, password: $p, confirmPassword: $p) { success }
}`;
const LOGIN = `mutation ($email: String!, $password: String!) { employeeLogin(email: $email, password: $password, mode: ANY) { success token } }`;
const ROLES = `mutation ($id: Int!, $t: Boolean!, $a: Boolean!, $o: Boolean!) { setStaffRoles(employeeId: $id, isTeacher: $t, isAdmin: $a, isOffice: $o) { id isTeacher isAdmin isOffice } }`;
const ACTIVE = `mutation ($id: Int!, $active: Boolean!) { setStaffActive(employeeId: $id, active: $active) { id active } }`;
const ME = `{ me { __typename } }`;

const nextEmail = () => `teacher${++n}@academy.test`;

async function invite(email: string, roles = { t: true, a: false, o: false }) {
  return t.gql<{ inviteStaff: { id: number; invitationPending: boolean } }>(
    INVITE,
    { f: 'Tia', l: 'Cher', e: email, ...roles },
    { token: admin.token },
  );
}

async function linkMailedTo(email: string) {
  const [mail] = await t.services.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id));
  const url = new URL(/http\S+\/changepassword\?\S+/.exec(mail!.body)![0]);
  return { userId: url.searchParams.get('userId')!, token: url.searchParams.get('token')! };
}

async function signIn(email: string, password: string) {
  const result = await t.gql<{ employeeLogin: { token: string } }>(LOGIN, { email, password });
  return result.data?.employeeLogin.token ?? null;
}

describe('staff invitation', () => {
  it('an invited teacher sets a password with the single-use link and signs in; the link works once', async () => {
    const email = nextEmail();
    const invited = await invite(email);
    expect(invited.errors).toBeUndefined();
    expect(invited.data?.inviteStaff.invitationPending).toBe(true);
    expect(await signIn(email, '')).toBeNull();
    const link = await linkMailedTo(email);
    const set = await t.gql(CHANGE, { ...link, p: 'new-secret-42' });
    expect(set.errors).toBeUndefined();
    expect(await signIn(email, 'new-secret-42')).toBeTruthy();
    const again = await t.gql(CHANGE, { ...link, p: 'other-secret-42' });
    expect(errorCode(again)).toBe('RESET_LINK_INVALID');
  });

  it('the audit log records the invitation without the token or a hash', async () => {
    const email = nextEmail();
    const invited = await invite(email);
    const [entry] = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(invited.data!.inviteStaff.id)));
    expect(entry?.action).toBe('staff.invite');
    expect(entry?.employeeId).toBe(admin.employee.id);
    const text = JSON.stringify(entry?.after);
    expect(text).toContain(email);
    expect(text).not.toMatch(/hash|token/i);
  });

  it('refuses an address of an account that has a password, a bad address, and no role', async () => {
    expect(errorCode(await invite(admin.employee.id ? await staffEmail(admin.employee.id) : ''))).toBe('STAFF_EMAIL_IN_USE');
    expect(errorCode(await invite('not-an-email'))).toBe('INVALID_EMAIL');
    expect(errorCode(await invite(nextEmail(), { t: false, a: false, o: false }))).toBe('STAFF_NEEDS_A_ROLE');
  });

  it('inviting a pending address again sends a new link and keeps one account', async () => {
    const email = nextEmail();
    const first = await invite(email);
    const second = await invite(email.toUpperCase());
    expect(second.data?.inviteStaff.id).toBe(first.data?.inviteStaff.id);
  });

  it('a teacher or a signed-out visitor may not invite', async () => {
    const teacher = await signedInEmployee(t.services.db, NOW, { isTeacher: true });
    const asTeacher = await t.gql(INVITE, { f: 'A', l: 'B', e: nextEmail(), t: true, a: true, o: false }, { token: teacher.token });
    expect(errorCode(asTeacher)).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(INVITE, { f: 'A', l: 'B', e: nextEmail(), t: true, a: true, o: false }))).toBe('NOT_SIGNED_IN');
  });
});

async function staffEmail(id: number) {
  const [row] = await t.services.db.select({ email: employees.workEmail }).from(employees).where(eq(employees.id, id));
  return row!.email;
}

describe('roles and deactivation', () => {
  it('deactivating ends the sessions at once and sign-in is refused; reactivating lets them sign in again', async () => {
    const teacher = await signedInEmployee(t.services.db, NOW, { isTeacher: true });
    expect((await t.gql(ME, {}, { token: teacher.token })).errors).toBeUndefined();
    const off = await t.gql(ACTIVE, { id: teacher.employee.id, active: false }, { token: admin.token });
    expect(off.errors).toBeUndefined();
    const me = await t.gql<{ me: unknown }>(ME, {}, { token: teacher.token });
    expect(me.data?.me ?? null).toBeNull();
    const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'staff.deactivate'));
    expect(entry?.entityId).toBe(String(teacher.employee.id));
    const on = await t.gql<{ setStaffActive: { active: boolean } }>(
      ACTIVE,
      { id: teacher.employee.id, active: true },
      { token: admin.token },
    );
    expect(on.data?.setStaffActive.active).toBe(true);
  });

  it('a deactivated invitee cannot use the link', async () => {
    const email = nextEmail();
    const invited = await invite(email);
    const link = await linkMailedTo(email);
    await t.gql(ACTIVE, { id: invited.data!.inviteStaff.id, active: false }, { token: admin.token });
    expect(errorCode(await t.gql(CHANGE, { ...link, p: 'new-secret-42' }))).toBe('RESET_LINK_INVALID');
  });

  it('an admin cannot deactivate themself nor drop their own admin role', async () => {
    expect(errorCode(await t.gql(ACTIVE, { id: admin.employee.id, active: false }, { token: admin.token }))).toBe('CANNOT_DEACTIVATE_SELF');
    expect(errorCode(await t.gql(ROLES, { id: admin.employee.id, t: true, a: false, o: false }, { token: admin.token }))).toBe(
      'CANNOT_DROP_OWN_ADMIN',
    );
  });

  it('sets the flags, ends the sessions opened with the old roles, and records before and after', async () => {
    const teacher = await signedInEmployee(t.services.db, NOW, { isTeacher: true });
    const set = await t.gql<{ setStaffRoles: { isTeacher: boolean; isAdmin: boolean; isOffice: boolean } }>(
      ROLES,
      { id: teacher.employee.id, t: false, a: false, o: true },
      { token: admin.token },
    );
    expect(set.data?.setStaffRoles).toMatchObject({ isTeacher: false, isAdmin: false, isOffice: true });
    expect((await t.gql<{ me: unknown }>(ME, {}, { token: teacher.token })).data?.me ?? null).toBeNull();
    const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'staff.roles'));
    expect(entry?.before).toMatchObject({ isTeacher: true, isOffice: false });
    expect(entry?.after).toMatchObject({ isTeacher: false, isOffice: true });
    expect(errorCode(await t.gql(ROLES, { id: 999999, t: true, a: false, o: false }, { token: admin.token }))).toBe('STAFF_NOT_FOUND');
  });

  it('lists the staff with the pending invitations', async () => {
    const email = nextEmail();
    await invite(email);
    const list = await t.gql<{ staffMembers: { workEmail: string; invitationPending: boolean }[] }>(
      `{ staffMembers { workEmail invitationPending } }`,
      {},
      { token: admin.token },
    );
    expect(list.data?.staffMembers.find((s) => s.workEmail === email)?.invitationPending).toBe(true);
  });
});
