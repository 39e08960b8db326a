import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { type AuthorizeNetSettings, authorizeNetGateway } from './authorizenet.js';
import type { PaymentGateway } from './payments.js';
import { sandboxGateway } from './sandbox.js';

export function authorizeNetSettings(config: Config): AuthorizeNetSettings {
  return {
    apiLoginId: config.AUTHORIZE_NET_API_LOGIN_ID!,
    transactionKey: config.AUTHORIZE_NET_TRANSACTION_KEY!,
    clientKey: config.AUTHORIZE_NET_CLIENT_KEY!,
    environment: config.AUTHORIZE_NET_ENVIRONMENT,
    apiUrl: config.AUTHORIZE_NET_API_URL,
  };
}

export function createPaymentGateway(config: Config, db: Db, now: () => Date): PaymentGateway {
  if (config.PAYMENT_ADAPTER === 'authorizenet') return authorizeNetGateway({ ...authorizeNetSettings(config), now });
  return sandboxGateway(db, config.secretKey, config.publicUrl, now, { latencyMs: config.SANDBOX_CARD_LATENCY_MS });
}
