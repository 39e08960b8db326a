import type { Config } from '../../config.js';
import { LocalStorage, localStorageAt } from './local.js';
import { S3Storage } from './s3.js';
import type { Storage } from './storage.js';

export function createStorage(config: Config): Storage {
  if (config.STORAGE_ADAPTER === 's3') {
    return new S3Storage(config.S3_BUCKET!, config.S3_REGION!, s3PublicBase(config), config.S3_ENDPOINT);
  }
  return localStorageAt(config.dataDir, config.secretKey, config.publicUrl);
}

/** Where browsers read stored files: S3_PUBLIC_URL, else the bucket at its store's address. */
export function s3PublicBase(config: Pick<Config, 'S3_BUCKET' | 'S3_REGION' | 'S3_PUBLIC_URL' | 'S3_ENDPOINT'>): string {
  if (config.S3_PUBLIC_URL) return config.S3_PUBLIC_URL.replace(/\/$/, '');
  if (config.S3_ENDPOINT) return `${config.S3_ENDPOINT.replace(/\/$/, '')}/${config.S3_BUCKET}`;
  return `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`;
}

export { LocalStorage };
