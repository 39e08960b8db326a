import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * Security headers for every response. The SPA loads only its own scripts; styles allow inline
 * because the UI library injects them; media and frames allow the video hosts lessons use. The
 * page may connect only to this app (HTTP and WebSocket at its public address) and to the file
 * store uploads go to, so injected script could not send data anywhere else by fetch.
 */
export function securityHeaders(
  production: boolean,
  connectTo: { publicUrl: string; uploadOrigin: string | null; paymentScriptOrigins?: readonly string[] },
): Record<string, string> {
  // Accept.js (only when Authorize.Net is the card service) is loaded from, and sends the card to, its own hosts.
  const payments = connectTo.paymentScriptOrigins ?? [];
  const app = new URL(connectTo.publicUrl);
  const socket = `${app.protocol === 'https:' ? 'wss:' : 'ws:'}//${app.host}`;
  const connect = ["'self'", app.origin, socket, ...(connectTo.uploadOrigin ? [connectTo.uploadOrigin] : []), ...payments];
  const csp = [
    "default-src 'self'",
    `script-src ${["'self'", ...payments].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "media-src 'self' blob: https:",
    `frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https:${payments.length ? ` ${payments.join(' ')}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'cross-origin-opener-policy': 'same-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Sets the headers, given as securityHeaders' entries (taken once, not per response). */
export function applySecurityHeaders(res: ServerResponse, headers: readonly (readonly [name: string, value: string])[]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/**
 * The page's policy with one inline script of the page allowed by its hash (a drawn player's own
 * script, decision 0154): that exact text runs, no other inline script does.
 */
export function allowInlineScript(policy: string, script: string): string {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return policy.replace(/(^|;\s*)script-src /, (directive) => `${directive}${hash} `);
}
