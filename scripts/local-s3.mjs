// A local S3-compatible store (npm `@20minutes/s3rver`) for tests: one bucket, its objects in a
// folder. Prints `{"port":N}` once it listens; ends when its standard input closes (the process
// that started it ended) or on SIGTERM.
// Run it with `node --openssl-legacy-provider`: the store's listing continuation tokens use DES.
import S3rver from '@20minutes/s3rver';

const [directory, bucket, port = '0', checkSignatures = 'check'] = process.argv.slice(2);
if (!directory || !bucket) {
  console.error('usage: local-s3.mjs <directory> <bucket> [port] [check|no-check]');
  process.exit(2);
}

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  allowMismatchedSignatures: checkSignatures !== 'check',
  vhostBuckets: false,
  configureBuckets: [{ name: bucket }],
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => undefined);
  process.exit(0);
}

try {
  const address = await server.run();
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
} catch (error) {
  console.error(`the local S3 store could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
