/**
 * Finds secrets in log text: card numbers, passwords, sign-in codes, session tokens and
 * Authorization headers. The logs must hold none of them (logger.ts); a run's logs are scanned to
 * prove it. A finding names the file, line and kind and shows the secret masked, never whole.
 */

import { luhnValid } from '@solve/core';

export type LeakKind = 'card number' | 'password' | 'sign-in code' | 'session token' | 'authorization header';

/** A value known to be secret in the run that wrote the logs (the passwords its journeys type). */
export interface KnownSecret {
  kind: LeakKind;
  value: string;
}

export interface LeakFinding {
  file: string;
  /** 1-based. */
  line: number;
  kind: LeakKind;
  /** The secret with all but its first and last two characters hidden. */
  masked: string;
}

/** What a redacted field reads (pino's `redact`): not a leak. */
const REDACTED = '[Redacted]';

/** `ab…yz (43 characters)`: enough to find the secret in the file, not enough to use it. */
export function maskSecret(value: string): string {
  const shown = value.length > 8 ? `${value.slice(0, 2)}…${value.slice(-2)}` : '…';
  return `${shown} (${value.length} characters)`;
}

/** Runs of 13 to 19 digits, alone or in groups split by one space or hyphen, not inside a word or a decimal. */
const DIGIT_RUN = /(?<![\w.])\d(?:[ -]?\d){12,18}(?![\w.])/g;
/** A 13-digit number starting with 1 is a time in milliseconds (2001 to 2033), as pino and the player write them; no card has that form. */
const MILLISECOND_TIME = /^1\d{12}$/;

interface Pattern {
  kind: LeakKind;
  regex: RegExp;
  /** The secret within the match (a capture group). */
  group: number;
}

/** Secrets recognised by what stands before them. */
const KEYED: readonly Pattern[] = [
  // "password":"…", password=…, newPassword: '…' (JSON, query strings, inspected objects).
  { kind: 'password', regex: /\b(?:new|current|old)?pass(?:word|wd)?["']?\s*[:=]\s*["']?([^"'\s,;}&]+)/gi, group: 1 },
  { kind: 'sign-in code', regex: /\b(?:verification|sign-?in)?code["']?\s*[:=]\s*["']?(\d{6})(?!\d)/gi, group: 1 },
  { kind: 'sign-in code', regex: /\bcode is:?\s*(\d{6})(?!\d)/gi, group: 1 },
  { kind: 'session token', regex: /\bsolve_session=([^;\s"',]+)/g, group: 1 },
  { kind: 'session token', regex: /["']?(?:session)?token["']?\s*:\s*["']([\w-]{20,})["']/gi, group: 1 },
  { kind: 'authorization header', regex: /\bauthorization["']?\s*[:=]\s*["']?((?:Bearer|Basic)\s+[^"'\s,}]+|[^"'\s,}]+)/gi, group: 1 },
];

/** A UUID (request ids): its groups of hex digits can read as a grouped card number that passes Luhn by chance. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

function cardNumbers(line: string): string[] {
  const found: string[] = [];
  for (const match of line.replace(UUID, 'uuid').matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length < 13 || digits.length > 19 || MILLISECOND_TIME.test(digits)) continue;
    if (luhnValid(digits)) found.push(digits);
  }
  return found;
}

/** Every secret in one file's text. */
export function scanLogText(text: string, file: string, known: readonly KnownSecret[] = []): LeakFinding[] {
  const findings: LeakFinding[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    const add = (kind: LeakKind, secret: string) => findings.push({ file, line: index + 1, kind, masked: maskSecret(secret) });
    for (const digits of cardNumbers(line)) add('card number', digits);
    for (const { kind, regex, group } of KEYED) {
      for (const match of line.matchAll(regex)) {
        const secret = match[group] ?? '';
        if (secret !== '' && secret !== REDACTED && !secret.startsWith(REDACTED)) add(kind, secret);
      }
    }
    for (const { kind, value } of known) if (value !== '' && line.includes(value)) add(kind, value);
  }
  return dropRepeats(findings);
}

/** One finding per secret per line (a known password also matched by its key is one leak). */
function dropRepeats(findings: LeakFinding[]): LeakFinding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const id = `${finding.line}|${finding.masked}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** One line per finding: `file:line: kind ab…yz (16 characters)`. */
export function describeFindings(findings: readonly LeakFinding[]): string {
  return findings.map((f) => `${f.file}:${f.line}: ${f.kind} ${f.masked}`).join('\n');
}
