import { sql } from 'drizzle-orm';
import { counterShards } from './schema/index.js';

/**
 * The content version: triggers raise it in the same transaction as every change to what server
 * processes remember of content (migrations 0003 and 0005), so a statement that reads it and
 * content together learns which version that content is. Null where the database keeps none.
 */
export const contentVersion = sql<string | null>`(select ${counterShards.value}::text from ${counterShards}
  where ${counterShards.name} = 'content_version' and ${counterShards.shard} = 0)`;
