// Fails when web/schema.graphql or web/src/graphql-env.d.ts lag behind the server's schema.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = ['web/schema.graphql', 'web/src/graphql-env.d.ts'].map((f) => path.join(root, f));
const before = files.map((f) => readFileSync(f, 'utf8'));
for (const [command, args, cwd] of [
  ['npx', ['tsx', 'server/src/print-schema.ts'], root],
  ['npx', ['gql.tada', 'generate', 'output'], path.join(root, 'web')],
]) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const changed = files.filter((f, i) => readFileSync(f, 'utf8') !== before[i]);
if (changed.length) {
  console.error(`Out of date (now regenerated, commit them): ${changed.map((f) => path.relative(root, f)).join(', ')}`);
  process.exit(1);
}
console.log('web GraphQL schema and types are up to date');
