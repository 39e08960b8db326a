import { writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.js';

/** Writes the schema SDL the web client types its documents against (web/schema.graphql). */
const target = new URL('../../web/schema.graphql', import.meta.url);
writeFileSync(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`schema written to ${target.pathname}`);
