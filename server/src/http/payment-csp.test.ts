import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

/** Accept.js may load, and talk to its hosts, only when Authorize.Net is the card service. */
let sandbox: TestServer;
let authorizeNet: TestServer;
let production: TestServer;

const AUTHORIZE_NET = {
  PAYMENT_ADAPTER: 'authorizenet',
  AUTHORIZE_NET_API_LOGIN_ID: 'login-id',
  AUTHORIZE_NET_TRANSACTION_KEY: 'txn-key',
  AUTHORIZE_NET_CLIENT_KEY: 'client-key',
};

beforeAll(async () => {
  [sandbox, authorizeNet, production] = await Promise.all([
    startTestServer(),
    startTestServer({ env: AUTHORIZE_NET }),
    startTestServer({ env: { ...AUTHORIZE_NET, AUTHORIZE_NET_ENVIRONMENT: 'production' } }),
  ]);
});
afterAll(() => Promise.all([sandbox, authorizeNet, production].map((server) => server.close())));

async function cspOf(server: TestServer): Promise<Record<string, string>> {
  const origin = `http://127.0.0.1:${await server.app.listen(0, '127.0.0.1')}`;
  const header = (await fetch(`${origin}/health`)).headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('the CSP and Accept.js', () => {
  it('with the sandbox card service, no Authorize.Net host is allowed anywhere', async () => {
    const csp = await cspOf(sandbox);
    expect(csp['script-src']).toBe("'self'");
    expect(Object.values(csp).join(' ')).not.toContain('authorize.net');
  });

  it('with Authorize.Net (sandbox endpoint), Accept.js loads from jstest and sends the card to apitest', async () => {
    const csp = await cspOf(authorizeNet);
    expect(csp['script-src']).toBe("'self' https://jstest.authorize.net https://apitest.authorize.net");
    expect(csp['connect-src']).toContain('https://jstest.authorize.net https://apitest.authorize.net');
    expect(csp['frame-src']).toContain('https://jstest.authorize.net');
    expect(csp['default-src']).toBe("'self'");
  });

  it('with Authorize.Net in production, the production hosts and not the test ones', async () => {
    const csp = await cspOf(production);
    expect(csp['script-src']).toBe("'self' https://js.authorize.net https://api2.authorize.net");
    expect(csp['connect-src']).toContain('https://api2.authorize.net');
    expect(Object.values(csp).join(' ')).not.toContain('jstest');
  });
});
