import { builder } from '../../graphql/builder.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { type AuditEntry, listAudit } from './audit.service.js';

const AuditEntryRef = builder.objectRef<AuditEntry>('AuditEntry').implement({
  description: 'One change made in the back office',
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.field({ type: 'DateTime', resolve: (entry) => entry.at }),
    employeeId: t.exposeInt('employeeId', { nullable: true }),
    employeeName: t.exposeString('employeeName', { nullable: true, description: 'Null: the system' }),
    action: t.exposeString('action'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId'),
    before: t.exposeString('before', { nullable: true, description: 'The record before, as JSON; null when created' }),
    after: t.exposeString('after', { nullable: true, description: 'The record after, as JSON; null when deleted' }),
  }),
});

const AuditPageRef = builder.objectRef<{ entries: AuditEntry[]; hasMore: boolean }>('AuditPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [AuditEntryRef], resolve: (page) => page.entries }),
    hasMore: t.exposeBoolean('hasMore'),
  }),
});

builder.queryFields((t) => ({
  auditLog: t.field({
    type: AuditPageRef,
    description: 'Back-office changes, newest first, 50 at a time: admins',
    authScopes: { employee: true },
    args: {
      action: t.arg.string({ description: 'The start of the action: `classroom` or `classroom.create`' }),
      entityType: t.arg.string(),
      entityId: t.arg.string(),
      employeeId: t.arg.int(),
      who: t.arg.string({ description: "Words of the employee's name or email" }),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      beforeId: t.arg.int({ description: 'Continue after the last entry shown' }),
    },
    resolve: (_root, args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return listAudit(ctx.services.db, args, args.beforeId ?? null);
    },
  }),
}));
