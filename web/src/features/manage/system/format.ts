import { groupThousands } from '@solve/core/numbers';
import type { ServiceMode } from './system.documents';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A size as people read it: megabytes under a gigabyte, gigabytes above. */
export function humanBytes(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  const megabytes = bytes / MB;
  return `${megabytes < 10 ? megabytes.toFixed(1) : groupThousands(Math.round(megabytes))} MB`;
}

export const SERVICE_LABELS: Record<ServiceMode['service'], string> = {
  PAYMENTS: 'Payments',
  SMS: 'Text messages (SMS)',
  MAIL: 'Mail',
  STORAGE: 'File storage',
};

/** What each adapter is, in an operator's words. */
const ADAPTER_LABELS: Record<string, string> = {
  sandbox: 'Built-in sandbox: test cards only, no money moves',
  authorizenet: 'Authorize.Net',
  outbox: 'Built-in outbox: kept on the server, never sent',
  twilio: 'Twilio Verify',
  smtp: 'SMTP mail server',
  local: 'Files in the data folder of this machine',
  s3: 'S3-compatible object store',
};

export const adapterLabel = (adapter: string): string => ADAPTER_LABELS[adapter] ?? adapter;

/** The chip beside a service: a stand-in is test mode; local files are real but on one machine. */
export function modeOf(service: ServiceMode): { label: string; color: 'warning' | 'success' | 'default' } {
  if (service.testMode) return { label: 'Test mode', color: 'warning' };
  if (service.adapter === 'local') return { label: 'Local', color: 'default' };
  return { label: 'Live', color: 'success' };
}

/** What a service in test mode does not do. */
const TEST_MODE_EFFECTS: Record<ServiceMode['service'], string> = {
  PAYMENTS: 'payments (no card is charged)',
  SMS: 'text messages (sign-in codes are not sent)',
  MAIL: 'mail (receipts and invitations are not sent)',
  STORAGE: 'file storage',
};

/** "a", "a and b", "a, b and c". */
export function wordList(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The warning at the top of the page, naming the services in test mode; null when none is. */
export function testModeWarning(services: readonly ServiceMode[]): string | null {
  const inTestMode = services.filter((service) => service.testMode).map((service) => TEST_MODE_EFFECTS[service.service]);
  if (inTestMode.length === 0) return null;
  return `This academy is running in test mode: ${wordList(inTestMode)}. Choose real services in the settings before the academy opens.`;
}
