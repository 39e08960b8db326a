import type { Config } from '../../config.js';
import { LocalStorage, localStorageAt } from './local.js';
import { S3Storage } from './s3.js';
import type { Storage } from './storage.js';

export function createStorage(config: Config): Storage {
  if (config.STORAGE_ADAPTER === 's3') {
    const base = config.S3_PUBLIC_URL ?? `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`;
    return new S3Storage(config.S3_BUCKET!, config.S3_REGION!, base);
  }
  return localStorageAt(config.dataDir, config.secretKey, config.publicUrl);
}

export { LocalStorage };
