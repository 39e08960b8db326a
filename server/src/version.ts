import { readFileSync } from 'node:fs';

/** The application version shown on the sign-in screen and profiles (root package.json). */
export const APP_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
