import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CardTokenModule from './cardToken';
import type { CardDetails } from './cardToken';
import type { PaymentConfig } from './cart.documents';

let cardToken: typeof CardTokenModule;

const card: CardDetails = { number: '4111 1111-1111 1111', expiry: '04 / 29', cvv: '123', name: 'Ana Diaz', zip: '78701' };
const sandbox: PaymentConfig = { kind: 'sandbox', tokenUrl: null, scriptUrl: null, apiLoginId: null, clientKey: null };
const acceptJs: PaymentConfig = {
  kind: 'acceptjs',
  tokenUrl: null,
  scriptUrl: 'https://js.authorize.net/v1/Accept.js',
  apiLoginId: 'login',
  clientKey: 'client-key',
};
const opaqueData = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token-1' };

function answerWith(body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Accept.js as the page would load it: the script element is answered at once (loaded or failed) instead of fetched. */
function fakeAcceptJs(loads: boolean[], response: unknown) {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    appended.push(script);
    const loaded = loads.shift() ?? true;
    queueMicrotask(() => (loaded ? script.onload : script.onerror)?.call(script, new Event(loaded ? 'load' : 'error')));
    return node;
  });
  const dispatchData = vi.fn((_data: unknown, callback: (answer: unknown) => void) => callback(response));
  window.Accept = { dispatchData };
  return { appended, dispatchData };
}

beforeEach(async () => {
  // Accept.js is loaded once per page: each test starts with a page that has not loaded it.
  vi.resetModules();
  cardToken = await import('./cardToken');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.Accept;
});

describe('tokenizeCard with the sandbox card service', () => {
  it('sends the card to the token endpoint and returns its token', async () => {
    const fetch = answerWith({ messages: { resultCode: 'Ok', message: [] }, opaqueData });
    expect(await cardToken.tokenizeCard(sandbox, card)).toEqual({ ok: true, opaqueData });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/payments/sandbox/token');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      cardNumber: card.number,
      expirationDate: card.expiry,
      cardCode: '123',
      fullName: 'Ana Diaz',
    });
  });

  it('uses the token address the server names', async () => {
    const fetch = answerWith({ messages: { resultCode: 'Ok', message: [] }, opaqueData });
    await cardToken.tokenizeCard({ ...sandbox, tokenUrl: '/payments/other/token' }, card);
    expect(fetch.mock.calls[0]![0]).toBe('/payments/other/token');
  });

  it('returns the service’s words for a card it refuses, or a general text without any', async () => {
    answerWith({ messages: { resultCode: 'Error', message: [{ code: 'E_WC_05', text: 'Please provide valid credit card number.' }] } });
    expect(await cardToken.tokenizeCard(sandbox, card)).toEqual({ ok: false, message: 'Please provide valid credit card number.' });
    answerWith({ messages: { resultCode: 'Error', message: [] } });
    expect(await cardToken.tokenizeCard(sandbox, card)).toEqual({ ok: false, message: 'Some fields are invalid' });
  });

  it('goes to the token endpoint when Authorize.Net is named but not fully configured', async () => {
    const fetch = answerWith({ messages: { resultCode: 'Ok', message: [] }, opaqueData });
    const { appended } = fakeAcceptJs([], {});
    expect(await cardToken.tokenizeCard({ ...acceptJs, clientKey: null }, card)).toEqual({ ok: true, opaqueData });
    expect(fetch).toHaveBeenCalledOnce();
    expect(appended).toHaveLength(0);
  });
});

describe('tokenizeCard with Authorize.Net', () => {
  it('hands Accept.js the card (digits only, month and year apart) and returns its token', async () => {
    const fetch = answerWith({});
    const { appended, dispatchData } = fakeAcceptJs([true], { messages: { resultCode: 'Ok', message: [] }, opaqueData });
    expect(await cardToken.tokenizeCard(acceptJs, card)).toEqual({ ok: true, opaqueData });
    expect(appended[0]?.src).toBe(acceptJs.scriptUrl);
    expect(dispatchData.mock.calls[0]![0]).toEqual({
      authData: { apiLoginID: 'login', clientKey: 'client-key' },
      cardData: { cardNumber: '4111111111111111', month: '04', year: '29', cardCode: '123', zip: '78701', fullName: 'Ana Diaz' },
    });
    // The card never goes to our server.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads Accept.js once for every payment of the page', async () => {
    const { appended } = fakeAcceptJs([true], { messages: { resultCode: 'Ok', message: [] }, opaqueData });
    await cardToken.tokenizeCard(acceptJs, card);
    await cardToken.tokenizeCard(acceptJs, card);
    expect(appended).toHaveLength(1);
  });

  it('loads Accept.js again on the next try after it failed to load', async () => {
    const { appended } = fakeAcceptJs([false, true], { messages: { resultCode: 'Ok', message: [] }, opaqueData });
    await expect(cardToken.tokenizeCard(acceptJs, card)).rejects.toThrow('Accept.js did not load');
    expect(await cardToken.tokenizeCard(acceptJs, card)).toEqual({ ok: true, opaqueData });
    expect(appended).toHaveLength(2);
  });

  it('returns Accept.js’s words for a refused card, and refuses an Ok without a token', async () => {
    fakeAcceptJs([true], {
      messages: { resultCode: 'Error', message: [{ code: 'E_WC_08', text: 'Expiration date must be in the future.' }] },
    });
    expect(await cardToken.tokenizeCard(acceptJs, card)).toEqual({ ok: false, message: 'Expiration date must be in the future.' });
    window.Accept = { dispatchData: (_data, callback) => callback({ messages: { resultCode: 'Ok', message: [] } }) };
    expect(await cardToken.tokenizeCard(acceptJs, card)).toEqual({ ok: false, message: 'Some fields are invalid' });
  });
});

describe('newIdempotencyKey', () => {
  it('gives 32 hex digits, new each time', () => {
    const first = cardToken.newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(cardToken.newIdempotencyKey()).not.toBe(first);
  });
});
