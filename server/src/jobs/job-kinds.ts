import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../db/schema/index.js';
import { sweepUploads } from '../modules/files/upload-sweep.js';
import { sendNotificationMail, sendNotificationSms } from '../modules/notifications/delivery-jobs.js';
import { sendWeeklyDigests } from '../modules/notifications/digest-weekly.js';
import { notifyScheduled } from '../modules/notifications/scheduled-notifications.js';
import { deliverReceipt } from '../modules/payment/receipt.js';
import { reconcileAll } from '../modules/payment/reconciler.js';
import { chargeInstalmentJob, queueDueInstalments } from '../modules/payment-plans/instalment-job.js';
import { makeOffers, scanWaitlists } from '../modules/waitlist/waitlist-offers.js';
import type { JobKind } from './queue.js';
import type { JobHandler } from './runner.js';

/** Finished jobs are kept this long (a recurring job's key must outlive its period), then deleted. */
export const KEEP_DONE_JOBS_MS = 2 * 24 * 3600_000;

const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
});

const receiptPayload = z.object({ attemptId: z.number().int() });
const waitlistPayload = z.object({ classroomId: z.number().int() });

export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
  // The job's id names the message: a run repeated after a crash is recognised as the same mail.
  mail: (services, job) => services.mailAdapter.send({ ...mailPayload.parse(job.payload), key: `job-${job.id}` }),
  // A payment's receipt, sent after Pay has answered (the reconciler sends one this misses).
  receipt: async (services, job) => {
    await deliverReceipt(services, receiptPayload.parse(job.payload).attemptId);
  },
  // A notification's mail and texts record SENT or FAILED in the delivery log.
  'notify-mail': sendNotificationMail,
  'notify-sms': sendNotificationSms,
  // Homework due tomorrow or late, classes starting in 3 days, assignments and news whose time came, the staff's morning summary.
  'notify-scheduled': async (services) => {
    const counts = await notifyScheduled(services);
    if (Object.values(counts).some(Boolean)) services.logger.info(counts, 'told of scheduled events');
  },
  // The weekly digest, on Sunday evening in the academy's zone (each family once a week).
  'notify-digest': async (services) => {
    const result = await sendWeeklyDigests(services);
    if (result.families) services.logger.info(result, 'queued weekly digests');
  },
  'reconcile-payments': (services) => reconcileAll(services),
  'sweep-uploads': async (services) => {
    const result = await sweepUploads(services);
    if (result.deleted || result.closed) services.logger.info(result, 'swept uploads');
  },
  // A seat freed in a class: its next offers, under the class's lock (a repeat offers nothing twice).
  'waitlist-offers': async (services, job) => {
    await makeOffers(services, waitlistPayload.parse(job.payload).classroomId);
  },
  // Offers whose time ended, and classes with someone waiting and a seat free.
  'waitlist-scan': async (services) => {
    const result = await scanWaitlists(services);
    if (result.expired || result.classes) services.logger.info(result, 'scanned waitlists');
  },
  // Instalments of payment plans due today (the academy's day): one keyed job per instalment and try.
  'payment-plans': async (services) => {
    const queued = await queueDueInstalments(services);
    if (queued) services.logger.info({ queued }, 'queued instalments due');
  },
  'charge-instalment': chargeInstalmentJob,
  'prune-jobs': async (services) => {
    const before = new Date(Date.now() - KEEP_DONE_JOBS_MS);
    await services.db.delete(jobs).where(and(eq(jobs.status, 'DONE'), lt(jobs.finishedAt, before)));
  },
};

export interface RecurringJob {
  kind: JobKind;
  everyMs: number;
  /** Also once when a process starts (a restart finishes what a crash left without waiting for the next period). */
  atStart?: boolean;
}

/**
 * Work that recurs: one job per period across all instances (its key names the period). The
 * reconciler finishes payments and refunds a crash left unfinished and sends receipts still
 * owed; the sweep deletes uploads nothing used.
 */
export const RECURRING_JOBS: RecurringJob[] = [
  { kind: 'reconcile-payments', everyMs: 60_000, atStart: true },
  { kind: 'sweep-uploads', everyMs: 10 * 60_000 },
  { kind: 'prune-jobs', everyMs: 60 * 60_000 },
  { kind: 'payment-plans', everyMs: 60 * 60_000, atStart: true },
  { kind: 'notify-scheduled', everyMs: 60 * 60_000 },
  { kind: 'notify-digest', everyMs: 15 * 60_000 },
  { kind: 'waitlist-scan', everyMs: 60_000, atStart: true },
];

/** Attempts of each kind before it is left FAILED for an admin (recurring ones come back next period anyway). */
export const MAX_ATTEMPTS: Record<JobKind, number> = {
  mail: 8,
  receipt: 3,
  'notify-mail': 8,
  'notify-sms': 8,
  'notify-scheduled': 2,
  'notify-digest': 2,
  'reconcile-payments': 2,
  'sweep-uploads': 2,
  'prune-jobs': 2,
  'payment-plans': 2,
  'charge-instalment': 5,
  'waitlist-offers': 5,
  'waitlist-scan': 2,
};
