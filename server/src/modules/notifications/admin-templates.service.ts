import type { NotificationKind } from '@solve/core/notification-kinds';
import { smsSize, fitSms, type SmsEncoding } from '@solve/core/sms-segments';
import {
  composeMessage,
  type MessageTemplate,
  messageVariables,
  NOTIFICATION_MESSAGE_NAMES,
  NOTIFICATION_MESSAGES,
  type NotificationMessage,
  TEMPLATE_PARTS,
  type TemplatePart,
  templateProblem,
} from '@solve/core/notification-wording';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academySettings, notificationTemplates } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';

/** The academy's own parts of a message; null keeps core's default. */
export type SavedParts = Record<TemplatePart, string | null>;

export interface TemplateVariable {
  name: string;
  /** What it holds, shown beside the editor. */
  description: string;
}

/** One message as the admin's template editor shows it. */
export interface MessageTemplateView {
  message: NotificationMessage;
  kind: NotificationKind;
  label: string;
  variables: TemplateVariable[];
  defaults: MessageTemplate;
  saved: SavedParts;
  customized: boolean;
}

export interface TemplateProblem {
  part: TemplatePart;
  message: string;
}

/** What given parts read like, filled with the message's sample values and the academy's name. */
export interface TemplatePreview {
  subject: string;
  text: string;
  /** The text message as it is sent: the academy's name in front, a link after, cut to one segment where possible. */
  sms: string;
  smsSegments: number;
  smsEncoding: SmsEncoding;
  /** The parts that could not be saved as they are, each with why. */
  problems: TemplateProblem[];
}

const NO_PARTS: SavedParts = { subject: null, text: null, sms: null };

function viewOf(message: NotificationMessage, saved: SavedParts): MessageTemplateView {
  const wording = NOTIFICATION_MESSAGES[message];
  return {
    message,
    kind: wording.kind,
    label: wording.label,
    variables: Object.entries(messageVariables(message)).map(([name, description]) => ({ name, description })),
    defaults: { ...wording.template },
    saved,
    customized: TEMPLATE_PARTS.some((part) => saved[part] !== null),
  };
}

async function savedParts(db: Db): Promise<Map<string, SavedParts>> {
  const rows = await db.select().from(notificationTemplates);
  return new Map(rows.map((row) => [row.message, { subject: row.subject, text: row.text, sms: row.sms }]));
}

/** Every message, in core's order, with its defaults and the academy's saved parts. */
export async function messageTemplates(services: Services): Promise<MessageTemplateView[]> {
  const saved = await savedParts(services.db);
  return NOTIFICATION_MESSAGE_NAMES.map((message) => viewOf(message, saved.get(message) ?? NO_PARTS));
}

/** Each part's problem in core's words, in the order subject, text, sms. */
export function templateProblems(message: NotificationMessage, parts: MessageTemplate): TemplateProblem[] {
  return TEMPLATE_PARTS.flatMap((part) => {
    const problem = templateProblem(message, part, parts[part]);
    return problem ? [{ part, message: problem }] : [];
  });
}

/**
 * Saves a message's three parts. A part with a problem refuses the whole save (a user error in
 * core's words, naming the part), changing nothing; a part equal to the default is stored as null,
 * so a later change of the default reaches it. Nothing customized left means no row.
 */
export async function saveMessageTemplate(
  services: Services,
  viewer: EmployeeViewer,
  message: NotificationMessage,
  parts: MessageTemplate,
): Promise<MessageTemplateView> {
  const [problem] = templateProblems(message, parts);
  if (problem) throw new DomainError('NOTIFICATION_TEMPLATE_INVALID', { problem: problem.message }, { field: problem.part });
  const defaults = NOTIFICATION_MESSAGES[message].template;
  const saved = Object.fromEntries(TEMPLATE_PARTS.map((part) => [part, parts[part] === defaults[part] ? null : parts[part]])) as SavedParts;
  return services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(notificationTemplates).where(eq(notificationTemplates.message, message));
    if (TEMPLATE_PARTS.every((part) => saved[part] === null)) {
      await tx.delete(notificationTemplates).where(eq(notificationTemplates.message, message));
    } else {
      const values = { ...saved, updatedAt: services.now(), updatedBy: viewer.employeeId };
      await tx
        .insert(notificationTemplates)
        .values({ message, ...values })
        .onConflictDoUpdate({ target: notificationTemplates.message, set: values });
    }
    await recordAudit(tx, viewer, {
      action: 'notification-template.save',
      entityType: 'notification-template',
      entityId: message,
      before: before ? { subject: before.subject, text: before.text, sms: before.sms } : null,
      after: saved,
    });
    return viewOf(message, saved);
  });
}

/** Back to core's wording for all three parts (none saved is no change). */
export async function resetMessageTemplate(
  services: Services,
  viewer: EmployeeViewer,
  message: NotificationMessage,
): Promise<MessageTemplateView> {
  return services.db.transaction(async (tx) => {
    const removed = await tx.delete(notificationTemplates).where(eq(notificationTemplates.message, message)).returning();
    const before = removed[0];
    if (before) {
      await recordAudit(tx, viewer, {
        action: 'notification-template.reset',
        entityType: 'notification-template',
        entityId: message,
        before: { subject: before.subject, text: before.text, sms: before.sms },
        after: null,
      });
    }
    return viewOf(message, NO_PARTS);
  });
}

/** The link a preview's text message ends with: a page of the app, as a real one does. */
const SAMPLE_PATH = '/notifications';

/**
 * Given parts composed with the message's sample values and the academy's name, as notify() would
 * send them; parts with problems are shown as they are and listed, so the editor can say why.
 */
export async function previewMessageTemplate(
  services: Services,
  message: NotificationMessage,
  parts: MessageTemplate,
): Promise<TemplatePreview> {
  const [settings] = await services.db.select({ name: academySettings.name }).from(academySettings);
  const academy = settings?.name ?? '';
  const composed = composeMessage(message, { ...NOTIFICATION_MESSAGES[message].sample, academy }, parts);
  const prefix = academy ? `${academy}: ` : '';
  const sms = fitSms(`${prefix}${composed.sms}`, `${services.config.publicUrl}${SAMPLE_PATH}`);
  const size = smsSize(sms);
  return {
    subject: composed.subject,
    text: composed.text,
    sms,
    smsSegments: size.segments,
    smsEncoding: size.encoding,
    problems: templateProblems(message, parts),
  };
}
