import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, employees } from '../../db/schema/index.js';
import type { Viewer } from '../auth/viewer.js';

/** One change to record: call inside the transaction that makes the change, so both land or neither. */
export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string | number;
  /** The record before the change (null when created) and after it (null when deleted). */
  before?: unknown;
  after?: unknown;
}

/** Records a change made by `viewer` (an employee; anyone else is recorded as the system). */
export async function recordAudit(db: Db, viewer: Viewer | null, change: AuditChange): Promise<void> {
  await recordAuditAll(db, viewer, [change]);
}

export async function recordAuditAll(db: Db, viewer: Viewer | null, changes: readonly AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  const employeeId = viewer?.userType === 'EMPLOYEE' ? viewer.employeeId : null;
  await db.insert(auditLog).values(
    changes.map((change) => ({
      employeeId,
      action: change.action,
      entityType: change.entityType,
      entityId: String(change.entityId),
      before: jsonValue(change.before),
      after: jsonValue(change.after),
    })),
  );
}

/** Dates become ISO text and undefined fields disappear, as they would in the JSON column anyway. */
function jsonValue(value: unknown): unknown {
  return value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

export interface AuditFilter {
  /** Matches the action's start: `classroom` finds `classroom.create` and `classroom.close`. */
  action?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  employeeId?: number | null;
  /** Words in the employee's name or email. */
  who?: string | null;
  from?: Date | null;
  to?: Date | null;
}

export interface AuditEntry {
  id: number;
  at: Date;
  employeeId: number | null;
  employeeName: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: string | null;
  after: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

/** The newest changes first, a page at a time; `beforeId` continues after the last entry shown. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  beforeId: number | null,
): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(ilike(auditLog.action, `${escapeLike(filter.action)}%`));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.employeeId) conditions.push(eq(auditLog.employeeId, filter.employeeId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  if (beforeId) conditions.push(lt(auditLog.id, beforeId));
  if (filter.who?.trim()) {
    const words = `%${escapeLike(filter.who.trim())}%`;
    const match = or(ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, words), ilike(employees.workEmail, words));
    if (match) conditions.push(match);
  }
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      employeeId: auditLog.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(employees, eq(employees.id, auditLog.employeeId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return {
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      at: row.at,
      employeeId: row.employeeId,
      employeeName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
    })),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
