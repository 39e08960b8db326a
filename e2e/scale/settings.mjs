// What the harness, its Playwright config, its journeys and the log scan agree on.
import path from 'node:path';

/** The bucket of the run's files; the proxy serves it at /<bucket>/ beside the app. */
export const SCALE_BUCKET = 'scale-files';
/** Each instance's log (LOG_LEVEL=info): instance-a.log, instance-b.log. */
export const SCALE_LOG_DIR = path.resolve(import.meta.dirname, '../artifacts/scale-logs');

/** The instances listen on the two ports after the proxy's. */
export const instancePortsOf = (proxyPort) => [proxyPort + 1, proxyPort + 2];
/** The harness's control port (localhost only): restarts an instance for a journey. */
export const controlPortOf = (proxyPort) => proxyPort + 3;
