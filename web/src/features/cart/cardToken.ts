import type { PaymentConfig } from './cart.documents';

export interface CardDetails {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
  zip: string;
}

export type TokenResult = { ok: true; opaqueData: { dataDescriptor: string; dataValue: string } } | { ok: false; message: string };

interface AcceptResponse {
  messages: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] };
  opaqueData?: { dataDescriptor: string; dataValue: string };
}

declare global {
  interface Window {
    Accept?: { dispatchData(data: unknown, callback: (response: AcceptResponse) => void): void };
  }
}

let acceptScript: Promise<void> | null = null;

/** Loads Accept.js once, only when Authorize.Net is the card service. */
function loadAcceptJs(url: string): Promise<void> {
  acceptScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.charset = 'utf-8';
    script.onload = () => resolve();
    script.onerror = () => {
      acceptScript = null;
      reject(new Error('Accept.js did not load'));
    };
    document.head.appendChild(script);
  });
  return acceptScript;
}

/**
 * Turns the card into a one-time token in the browser, so that the number and code never reach
 * our server: Accept.js for Authorize.Net, the sandbox card service's token endpoint otherwise.
 */
export async function tokenizeCard(config: PaymentConfig, card: CardDetails): Promise<TokenResult> {
  const [month, year] = card.expiry.split('/').map((part) => part.trim());
  if (config.kind === 'acceptjs' && config.scriptUrl && config.apiLoginId && config.clientKey) {
    await loadAcceptJs(config.scriptUrl);
    const answer = await new Promise<AcceptResponse>((resolve) =>
      window.Accept!.dispatchData(
        {
          authData: { apiLoginID: config.apiLoginId, clientKey: config.clientKey },
          cardData: { cardNumber: card.number.replace(/\D/g, ''), month, year, cardCode: card.cvv, zip: card.zip, fullName: card.name },
        },
        resolve,
      ),
    );
    if (answer.messages.resultCode === 'Ok' && answer.opaqueData) return { ok: true, opaqueData: answer.opaqueData };
    return { ok: false, message: answer.messages.message[0]?.text ?? 'Some fields are invalid' };
  }
  const response = await fetch(config.tokenUrl ?? '/payments/sandbox/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber: card.number, expirationDate: card.expiry, cardCode: card.cvv, fullName: card.name }),
  });
  const answer = (await response.json()) as AcceptResponse;
  if (answer.opaqueData) return { ok: true, opaqueData: answer.opaqueData };
  return { ok: false, message: answer.messages.message[0]?.text ?? 'Some fields are invalid' };
}

/** A new key per payment form: a retry of the same form sends it again, a new try gets a new one. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
