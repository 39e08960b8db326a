import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLScalarType, Kind } from 'graphql';
import type { Context } from './context.js';
import { DomainError } from './errors.js';

export interface AuthScopes {
  signedIn: boolean;
  student: boolean;
  family: boolean;
  employee: boolean;
  teacher: boolean;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Date: { Input: string; Output: string };
  };
}>({
  plugins: [ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    unauthorizedError: (_parent, context) => (context.viewer ? new DomainError('FORBIDDEN') : new DomainError('NOT_SIGNED_IN')),
    authScopes: (context) => {
      const v = context.viewer;
      return {
        signedIn: v !== null,
        student: v?.userType === 'STUDENT',
        family: v?.userType === 'FAMILY_MEMBER',
        employee: v?.userType === 'EMPLOYEE',
        teacher: v?.userType === 'EMPLOYEE' && v.isTeacher,
      };
    },
  },
});

builder.addScalarType(
  'DateTime',
  new GraphQLScalarType<Date | string, string>({
    name: 'DateTime',
    description: 'An instant, ISO 8601 in UTC',
    serialize: (value) => new Date(value as Date | string).toISOString(),
    parseValue: (value) => parseInstant(value),
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseInstant(ast.value) : invalid()),
  }),
);

builder.addScalarType(
  'Date',
  new GraphQLScalarType<string, string>({
    name: 'Date',
    description: 'A calendar date, YYYY-MM-DD',
    serialize: (value) => String(value).slice(0, 10),
    parseValue: (value) => parseDate(value),
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseDate(ast.value) : invalid()),
  }),
);

function invalid(): never {
  throw new DomainError('INVALID_INPUT');
}

function parseInstant(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) invalid();
  return date;
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) invalid();
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) invalid();
  return value;
}

builder.queryType({});
builder.mutationType({});
