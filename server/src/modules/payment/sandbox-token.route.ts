import type { HttpRoute } from '../../http/routes.js';
import { readSmallBody, sendJson, sendTooLarge } from '../../http/routes.js';
import { makeSandboxToken } from '../../integrations/payments/sandbox-token.js';
import type { Services } from '../../services.js';

const MAX_BODY_BYTES = 4096;

/** A JSON object, or null for anything else. */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
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
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      sendTooLarge(res);
      return true;
    }
    const text = await readSmallBody(req, MAX_BODY_BYTES);
    if (text === null) {
      sendTooLarge(res);
      return true;
    }
    const body = jsonObject(text);
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
