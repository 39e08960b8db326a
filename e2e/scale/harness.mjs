// Two server instances on one fresh PostgreSQL database, files on a local S3-compatible store,
// behind a round-robin proxy on E2E_PORT: the web server of the two-instance journeys
// (playwright.scale.config.ts). On localhost only, a control port lets a journey restart an
// instance. SIGTERM or SIGINT stops everything and drops the database; so does a failed start.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScaleDatabase, redacted } from './database.mjs';
import { describeExit, Instance } from './instances.mjs';
import { LOCAL_S3_KEYS, startLocalS3 } from './local-s3.mjs';
import { createProxy } from './proxy.mjs';
import { controlPortOf, instancePortsOf, SCALE_BUCKET, SCALE_LOG_DIR } from './settings.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const controlPort = controlPortOf(port);
const [portA, portB] = instancePortsOf(port);

/** What to undo, last first, whatever point the start reached. */
const cleanups = [];
let stopping = null;

function say(message) {
  process.stdout.write(`[scale] ${message}\n`);
}

async function stopAll(exitCode) {
  stopping ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup.run();
      } catch (error) {
        process.stderr.write(`[scale] ${cleanup.name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
    process.exit(exitCode);
  })();
  return stopping;
}

process.on('SIGTERM', () => void stopAll(0));
process.on('SIGINT', () => void stopAll(0));

async function assertFree(portNumber, what) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        new Error(
          `port ${portNumber} (${what}) is taken${error.code === 'EADDRINUSE' ? ': is another server or journey run on it?' : `: ${error.message}`}`,
        ),
      ),
    );
    probe.listen(portNumber, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function main() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set: the two-instance journeys need a PostgreSQL server');
  await assertFree(port, 'the proxy');
  await assertFree(portA, 'instance a');
  await assertFree(portB, 'instance b');
  await assertFree(controlPort, 'the control port');

  rmSync(SCALE_LOG_DIR, { recursive: true, force: true });
  mkdirSync(SCALE_LOG_DIR, { recursive: true });
  const scratch = mkdtempSync(path.join(tmpdir(), 'solve-scale-'));
  cleanups.push({ name: 'removing the scratch folder', run: () => rmSync(scratch, { recursive: true, force: true }) });

  const database = await createScaleDatabase(baseUrl);
  cleanups.push({ name: `dropping ${database.name}`, run: () => database.drop() });
  say(`database ${redacted(database.url)}`);

  const s3Dir = path.join(scratch, 's3');
  mkdirSync(s3Dir);
  const s3 = await startLocalS3(s3Dir, SCALE_BUCKET);
  cleanups.push({ name: 'stopping the S3 store', run: () => s3.stop() });
  say(`S3 store on port ${s3.port}, bucket ${SCALE_BUCKET}, served through the proxy`);

  const publicUrl = `http://localhost:${port}`;
  const shared = {
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    E2E_FIXTURES: 'true',
    TRUST_PROXY: '1',
    SERVER_PROCESSES: '1',
    PUBLIC_URL: publicUrl,
    // One key for both: a sign-in code or signed link made by one instance is checked by the other.
    SECRET_KEY: randomBytes(32).toString('hex'),
    STORAGE_ADAPTER: 's3',
    S3_BUCKET: SCALE_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: publicUrl,
    ...LOCAL_S3_KEYS,
  };
  const instances = [
    ['a', portA],
    ['b', portB],
  ].map(
    ([name, instancePort]) =>
      new Instance({
        name,
        port: instancePort,
        env: { ...shared, DATA_DIR: path.join(scratch, `data-${name}`) },
        logFile: path.join(SCALE_LOG_DIR, `instance-${name}.log`),
      }),
  );
  cleanups.push({ name: 'stopping the instances', run: () => Promise.all(instances.map((instance) => instance.stop())) });

  const proxy = createProxy({ port, instances, s3Port: s3.port, bucket: SCALE_BUCKET });
  await proxy.listen();
  cleanups.push({ name: 'closing the proxy', run: () => proxy.close() });

  // Both at once: one migrates and seeds, the other waits for it (advisory locks).
  for (const instance of instances) instance.start();
  await Promise.all(instances.map((instance) => instance.waitReady()));
  proxy.accept();

  const control = createControl(instances, proxy);
  await new Promise((resolve, reject) => {
    control.once('error', reject);
    control.listen(controlPort, '127.0.0.1', () => resolve());
  });
  cleanups.push({ name: 'closing the control port', run: () => new Promise((resolve) => control.close(() => resolve())) });
  say(`ready: proxy ${publicUrl} → instance a (${portA}), instance b (${portB}); logs in ${SCALE_LOG_DIR}`);
}

/** POST /restart/<name>: SIGTERM, wait for the exit, start again, wait for /ready. Answers how it went. */
function createControl(instances, proxy) {
  let restarting = false;
  return http.createServer((req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const match = /^\/restart\/([a-z]+)$/.exec(req.url ?? '');
    const instance = match && instances.find((candidate) => candidate.name === match[1]);
    if (req.method === 'GET' && req.url === '/served') return answer(200, proxy.servedCounts());
    if (req.method !== 'POST' || !instance) return answer(404, { error: 'POST /restart/<a|b> or GET /served' });
    if (restarting) return answer(409, { error: 'a restart is under way' });
    restarting = true;
    const started = Date.now();
    void (async () => {
      try {
        const exit = await instance.stop();
        proxy.markDown(instance.name);
        instance.start();
        await instance.waitReady();
        answer(200, {
          instance: instance.name,
          stopped: exit ? describeExit(exit) : 'not running',
          cleanExit: exit?.code === 0,
          ms: Date.now() - started,
        });
      } catch (error) {
        answer(500, { error: error instanceof Error ? error.message : String(error) });
      } finally {
        restarting = false;
      }
    })();
  });
}

main().catch(async (error) => {
  process.stderr.write(`[scale] could not start the two-instance run: ${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll(1);
});
