/**
 * A JSON value PostgreSQL built (`json_agg`, `json_build_object`), for `sql<T>`...`.mapWith(jsonValue)`:
 * the PostgreSQL driver hands it over parsed, PGlite may hand over the text.
 */
export const jsonValue = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
