import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import { featureIndex } from './eslint-rules/feature-index.js';

const QUERIES_IN_SERVICES = 'Query the database in the module’s service or repository, and call it from the resolver.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'server/src/db/migrations/**',
      'web/src/graphql-env.d.ts',
      'e2e/artifacts/**',
      'bench/out/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        project: [
          'core/tsconfig.json',
          'server/tsconfig.json',
          'tsconfig.tests.json',
          'web/tsconfig.json',
          'e2e/tsconfig.json',
          'bench/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // An async method that needs no await still keeps the promise-returning interface it implements.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Configuration files outside every TypeScript project.
    files: ['server/drizzle.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain JavaScript files (scripts, benchmarks, configs) are not part of a TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts the browser runs as they are.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Props are destructured from interfaces whose callbacks are written as methods; React never binds them.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Dates and times are written in one module (web/src/app/dates.ts), on the academy's clock:
    // anything else that formats them would show the browser's zone again.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/app/dates.ts', 'web/src/app/dates.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format dates and times with web/src/app/dates.ts (the academy’s zone); numbers with core’s groupThousands.',
        })),
        { object: 'Intl', property: 'DateTimeFormat', message: 'Format dates and times with web/src/app/dates.ts (the academy’s zone).' },
      ],
      'no-restricted-imports': [
        'error',
        ...['@solve/core', '@solve/core/calendar'].map((name) => ({
          name,
          importNames: ['formatDay', 'formatCalendarDate'],
          message: 'Format dates with web/src/app/dates.ts.',
        })),
      ],
    },
  },
  {
    // Each feature of the web app shows other features what they may use in its index.ts, and keeps the rest to itself.
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { solve: { rules: { 'feature-index': featureIndex } } },
    rules: { 'solve/feature-index': 'error' },
  },
  {
    // Resolvers call services; services and repositories own the SQL. GraphQL enums take the stored
    // values from server/src/graphql/stored-enums.ts.
    files: ['server/src/**/*.graphql.ts', 'server/src/**/*.types.ts', 'server/src/schema.ts', 'server/src/graphql/builder.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm(/|$)', message: QUERIES_IN_SERVICES },
            { regex: '(^|/)db/', message: QUERIES_IN_SERVICES },
          ],
        },
      ],
    },
  },
  {
    // Core holds the rules both sides share: it runs in the browser as well, so it reads nothing of theirs nor of Node.
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'Core runs in the browser too: no Node modules.' })),
          patterns: [
            { group: ['node:*'], message: 'Core runs in the browser too: no Node modules.' },
            { regex: '^@solve/(server|web)(/|$)', message: 'Core depends on neither the server nor the web app.' },
            { regex: String.raw`^\.\.?/(.*/)?(server|web)/`, message: 'Core depends on neither the server nor the web app.' },
            { regex: '^(pg|drizzle-orm|@electric-sql/pglite)(/|$)', message: 'Core runs in the browser too: no database drivers.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'server/src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests read JSON answers and replace methods of the objects they spy on.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
