import type { ArgBuilder as PothosArgBuilder } from '@pothos/core';
import type { builder } from './builder.js';

/** The schema's Pothos types, for helpers that give several object types the same fields or arguments. */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** The field builder of an object type whose rows are `Row`. */
export type ObjectFields<Row> = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Row>;

/** The argument builder of a field (`t.arg`). */
export type ArgBuilder = PothosArgBuilder<BuilderTypes>;

/** A field of an object type, as such helpers return it. */
export type ObjectFieldRef = PothosSchemaTypes.FieldRef<BuilderTypes, unknown, 'Object'>;
