import { requireAdminViewer } from '../../authorization/policies.js';
import { builder } from '../../graphql/builder.js';
import type { FailedJob } from '../../jobs/failed-jobs.js';
import type { LiveInstance } from '../../jobs/instances.js';
import {
  type BackupRun,
  discardJob,
  type JobQueue,
  retryJob,
  type ServiceMode,
  type SystemStatus,
  systemStatus,
} from './system.service.js';

const DatabaseKindEnum = builder.enumType('DatabaseKind', {
  description: 'EMBEDDED: PGlite inside the server process, for one machine; POSTGRESQL: a PostgreSQL server',
  values: ['EMBEDDED', 'POSTGRESQL'] as const,
});

const SystemServiceEnum = builder.enumType('SystemService', { values: ['PAYMENTS', 'SMS', 'MAIL', 'STORAGE'] as const });

const MigrationRef = builder.objectRef<NonNullable<SystemStatus['migration']>>('SystemMigration').implement({
  fields: (t) => ({
    tag: t.exposeString('tag', {
      nullable: true,
      description: 'Null: a migration this version does not know (a newer version applied it)',
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When the migration was written', resolve: (migration) => migration.createdAt }),
  }),
});

const DatabaseRef = builder.objectRef<SystemStatus['database']>('SystemDatabase').implement({
  fields: (t) => ({
    kind: t.expose('kind', { type: DatabaseKindEnum }),
    sizeBytes: t.exposeFloat('sizeBytes', { nullable: true, description: 'Null when the database cannot tell' }),
  }),
});

const ServiceModeRef = builder.objectRef<ServiceMode>('ServiceMode').implement({
  fields: (t) => ({
    service: t.expose('service', { type: SystemServiceEnum }),
    adapter: t.exposeString('adapter', { description: 'sandbox, authorizenet, outbox, twilio, smtp, local or s3' }),
    testMode: t.exposeBoolean('testMode', { description: 'A built-in stand-in: no money moves, nothing is delivered' }),
  }),
});

const FailedJobRef = builder.objectRef<FailedJob>('FailedJob').implement({
  description: 'A job whose attempts are spent: its kind and error, never its payload',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind'),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Addresses and long numbers masked' }),
    failedAt: t.field({ type: 'DateTime', nullable: true, resolve: (job) => job.failedAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (job) => job.createdAt }),
  }),
});

const JobQueueRef = builder.objectRef<JobQueue>('JobQueue').implement({
  fields: (t) => ({
    queued: t.exposeInt('queued', { description: 'Waiting to run, now or at a later try' }),
    running: t.exposeInt('running'),
    failed: t.exposeInt('failed', { description: 'Attempts spent: waiting for an admin to retry or discard' }),
    oldestDueAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The oldest job due and not yet run: a queue that does not move shows here',
      resolve: (queue) => queue.oldestDueAt,
    }),
    failedJobs: t.field({ type: [FailedJobRef], description: 'The newest 50', resolve: (queue) => queue.failedJobs }),
  }),
});

const BackupRunRef = builder.objectRef<BackupRun>('BackupRun').implement({
  fields: (t) => ({
    takenAt: t.field({ type: 'DateTime', resolve: (run) => run.takenAt }),
    fileName: t.exposeString('fileName'),
    bytes: t.exposeFloat('bytes'),
    tableCount: t.exposeInt('tableCount'),
    rowCount: t.exposeFloat('rowCount'),
    migration: t.exposeString('migration'),
  }),
});

const InstanceRef = builder.objectRef<LiveInstance>('ServerInstance').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    hostname: t.exposeString('hostname'),
    pid: t.exposeInt('pid'),
    version: t.exposeString('version'),
    startedAt: t.field({ type: 'DateTime', resolve: (instance) => instance.startedAt }),
    lastSeenAt: t.field({ type: 'DateTime', resolve: (instance) => instance.lastSeenAt }),
  }),
});

const SystemStatusRef = builder.objectRef<SystemStatus>('SystemStatus').implement({
  description: "How the academy's server runs: nothing personal",
  fields: (t) => ({
    version: t.exposeString('version'),
    migration: t.field({ type: MigrationRef, nullable: true, resolve: (status) => status.migration }),
    database: t.field({ type: DatabaseRef, resolve: (status) => status.database }),
    services: t.field({ type: [ServiceModeRef], resolve: (status) => status.services }),
    jobs: t.field({ type: JobQueueRef, resolve: (status) => status.jobs }),
    lastBackup: t.field({ type: BackupRunRef, nullable: true, resolve: (status) => status.lastBackup }),
    instances: t.field({ type: [InstanceRef], description: 'The server processes alive lately', resolve: (status) => status.instances }),
  }),
});

builder.queryFields((t) => ({
  systemStatus: t.field({
    type: SystemStatusRef,
    description: "The System page: version, database, services' modes, jobs, last backup, instances: admins",
    authScopes: { employee: true },
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return systemStatus(ctx.services);
    },
  }),
}));

builder.mutationFields((t) => ({
  retryFailedJob: t.field({
    type: JobQueueRef,
    description: 'Queues a failed job again with fresh attempts: admins',
    authScopes: { employee: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => retryJob(ctx.services, requireAdminViewer(ctx.viewer), args.id),
  }),
  discardFailedJob: t.field({
    type: JobQueueRef,
    description: 'Deletes a failed job for good: admins',
    authScopes: { employee: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => discardJob(ctx.services, requireAdminViewer(ctx.viewer), args.id),
  }),
}));
