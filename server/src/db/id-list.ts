import { sql } from 'drizzle-orm';

/**
 * A list of ids a prepared statement is given, as rows `(id)`: the placeholder `name` holds them as
 * a JSON array (`idList`). PostgreSQL then keeps one plan for lists of every length. Given an
 * `int[]`, it estimates each list by its length and planned the statement anew on every run,
 * which cost more than the run.
 */
export const idRows = (name: string) => sql`(select value::int as id from json_array_elements_text(${sql.placeholder(name)}::json))`;

/** The value of an `idRows` placeholder. */
export const idList = (ids: readonly number[]): string => JSON.stringify(ids);
