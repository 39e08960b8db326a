import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { signedInEmployee, signedInStudent } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import type { Viewer } from '../auth/viewer.js';
import { AUDIT_PAGE_SIZE, recordAudit, recordAuditAll } from './audit.service.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const LOG = `query ($action: String, $who: String, $entityId: String, $beforeId: Int) {
  auditLog(action: $action, who: $who, entityId: $entityId, beforeId: $beforeId) {
    hasMore entries { id employeeName action entityType entityId before after }
  }
}`;

interface Page {
  auditLog: {
    hasMore: boolean;
    entries: {
      id: number;
      employeeName: string | null;
      action: string;
      entityType: string;
      entityId: string;
      before: string | null;
      after: string | null;
    }[];
  };
}

let t: TestServer;
let admin: { token: string; viewer: Viewer };
let teacher: { token: string; viewer: Viewer };

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const a = await signedInEmployee(t.services.db, NOW, { isAdminOfSolve: true });
  const i = await signedInEmployee(t.services.db, NOW, { isTeacher: true });
  const asViewer = (id: number, isAdmin: boolean): Viewer => ({
    userType: 'EMPLOYEE',
    sessionId: 0,
    employeeId: id,
    isTeacher: !isAdmin,
    isAdmin,
    isGuest: false,
  });
  admin = { token: a.token, viewer: asViewer(a.employee.id, true) };
  teacher = { token: i.token, viewer: asViewer(i.employee.id, false) };
  await recordAudit(t.services.db, admin.viewer, {
    action: 'classroom.create',
    entityType: 'classroom',
    entityId: 7,
    after: { code: 'M1', when: NOW },
  });
  await recordAudit(t.services.db, teacher.viewer, {
    action: 'lesson.update',
    entityType: 'lesson',
    entityId: 70,
    before: { webinarLink: null },
    after: { webinarLink: 'https://meet.solve.test/a' },
  });
  await recordAudit(t.services.db, null, { action: 'roster.import', entityType: 'roster', entityId: 'roster.csv', after: { rows: 3 } });
}, 60_000);
afterAll(() => t.close());

describe('the audit log', () => {
  it('lists changes newest first with who made them and the record before and after', async () => {
    const { data } = await t.gql<Page>(LOG, {}, { token: admin.token });
    const entries = data!.auditLog.entries;
    expect(entries.map((entry) => entry.action)).toEqual(['roster.import', 'lesson.update', 'classroom.create']);
    expect(entries[0]!.employeeName).toBeNull();
    expect(JSON.parse(entries[1]!.before!)).toEqual({ webinarLink: null });
    expect(JSON.parse(entries[1]!.after!)).toEqual({ webinarLink: 'https://meet.solve.test/a' });
    expect(JSON.parse(entries[2]!.after!)).toEqual({ code: 'M1', when: NOW.toISOString() });
    expect(entries[2]!.before).toBeNull();
  });

  it('filters by the start of the action, the entity and who', async () => {
    const byAction = await t.gql<Page>(LOG, { action: 'lesson' }, { token: admin.token });
    expect(byAction.data!.auditLog.entries.map((entry) => entry.entityId)).toEqual(['70']);
    const byEntity = await t.gql<Page>(LOG, { entityId: '7' }, { token: admin.token });
    expect(byEntity.data!.auditLog.entries.map((entry) => entry.action)).toEqual(['classroom.create']);
    const name = (await t.gql<Page>(LOG, {}, { token: admin.token })).data!.auditLog.entries[2]!.employeeName!;
    const byWho = await t.gql<Page>(LOG, { who: name.split(' ')[0] }, { token: admin.token });
    expect(byWho.data!.auditLog.entries.map((entry) => entry.action)).toContain('classroom.create');
    const wildcard = await t.gql<Page>(LOG, { action: '%' }, { token: admin.token });
    expect(wildcard.data!.auditLog.entries).toEqual([]);
  });

  it('pages 50 at a time', async () => {
    await recordAuditAll(
      t.services.db,
      admin.viewer,
      Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, n) => ({ action: 'bulk.touch', entityType: 'thing', entityId: n })),
    );
    const first = await t.gql<Page>(LOG, { action: 'bulk' }, { token: admin.token });
    expect(first.data!.auditLog.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.data!.auditLog.hasMore).toBe(true);
    const last = first.data!.auditLog.entries.at(-1)!.id;
    const second = await t.gql<Page>(LOG, { action: 'bulk', beforeId: last }, { token: admin.token });
    expect(second.data!.auditLog.entries).toHaveLength(5);
    expect(second.data!.auditLog.hasMore).toBe(false);
  });

  it('is for admins only', async () => {
    expect(errorCode(await t.gql(LOG, {}, { token: teacher.token }))).toBe('FORBIDDEN');
    const student = await signedInStudent(t.services.db, NOW);
    expect(errorCode(await t.gql(LOG, {}, { token: student.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LOG, {}))).toBe('NOT_SIGNED_IN');
  });

  it('cannot be rewritten or deleted', async () => {
    await expect(t.services.db.update(auditLog).set({ action: 'nothing.happened' })).rejects.toThrow();
    await expect(t.services.db.delete(auditLog)).rejects.toThrow();
  });
});
