import type { IncomingMessage } from 'node:http';
import type { HttpRoute } from '../../http/routes.js';
import { sendJson } from '../../http/routes.js';
import { makeSandboxToken } from '../../integrations/payments/sandbox-token.js';
import type { Services } from '../../services.js';

const MAX_BODY_BYTES = 4096;

/** The body as JSON, or null when it is too large or not JSON. */
function readSmallJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => {
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        resolve(parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null);
      } catch {
        resolve(null);
      }
    });
    req.once('error', () => resolve(null));
  });
}

/**
 * POST /payments/sandbox/token: the sandbox card service's token endpoint, the counterpart of
 * Accept.js, so that the card number and code go to the card service and never into a GraphQL
 * request, our database or our logs (the request line logged is the path only). Only when the
 * sandbox is the configured card service.
 */
export function sandboxTokenRoute(services: Services): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname !== '/payments/sandbox/token' || services.payments.name !== 'sandbox') return false;
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: 'method not allowed' });
      return true;
    }
    const body = await readSmallJson(req);
    if (!body) {
      sendJson(res, 400, { messages: { resultCode: 'Error', message: [{ code: 'INVALID_INPUT', text: 'Some fields are invalid' }] } });
      return true;
    }
    const answer = makeSandboxToken(body, services.config.secretKey, services.now());
    if (!answer.ok) {
      sendJson(res, 400, {
        messages: { resultCode: 'Error', message: answer.errors.map((e) => ({ code: e.code, field: e.field, text: e.message })) },
      });
      return true;
    }
    sendJson(res, 200, {
      messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
      opaqueData: answer.opaqueData,
    });
    return true;
  };
}
