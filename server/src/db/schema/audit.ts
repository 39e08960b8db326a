import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow } from './columns.js';
import { employees } from './people.js';

/**
 * Every change made in the back office: who, when, what, and the record before and after.
 * Rows are only ever added (a trigger refuses updates and deletes).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instantNow('at'),
    /** The employee who made the change; null for the system (imports run on the server). */
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** What was done, `area.verb`: `classroom.create`, `staff.invite`, `roster.import`. */
    action: text('action').notNull(),
    /** The kind of record changed (`classroom`, `lesson`, `employee`, ...) and its id. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_employee_idx').on(table.employeeId),
  ],
);
