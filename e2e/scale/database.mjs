// A PostgreSQL database of its own for one two-instance run, made on TEST_DATABASE_URL's server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server of `baseUrl`, connected to its own database (or `postgres` when it names none). */
async function onServer(baseUrl, statement) {
  const admin = new URL(baseUrl);
  if (admin.pathname === '' || admin.pathname === '/') admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `solve_scale_<random>`; `drop` removes it, closing whatever is still connected. */
export async function createScaleDatabase(baseUrl) {
  const name = `solve_scale_${randomBytes(5).toString('hex')}`;
  try {
    await onServer(baseUrl, `create database ${name}`);
  } catch (error) {
    throw new Error(`could not create a database on ${redacted(baseUrl)}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(baseUrl, `drop database if exists ${name} with (force)`) };
}

/** The address without its password, for messages. */
export function redacted(databaseUrl) {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
