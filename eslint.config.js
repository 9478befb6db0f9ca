// One ESLint configuration for the whole workspace (flat config).
import path from 'node:path';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import pim from './eslint/pim-rules.js';

/** A numeric literal (or its negation) given to a form bound of a JSX element. */
function formBoundSelectors() {
  const bound = 'JSXAttribute[name.name=/^(maxLength|minLength|max|min|maxSize)$/]';
  const message =
    'Form bounds come from @pim/core/limits or @pim/core/schemas (the constant the API enforces), not a number written here.';
  return [
    `${bound} > JSXExpressionContainer > Literal[value=type(number)]`,
    `${bound} > JSXExpressionContainer > UnaryExpression > Literal[value=type(number)]`,
  ].map((selector) => ({ selector, message }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/generated/**',
      '**/next-env.d.ts',
      // The typed client's types, generated from its OpenAPI document.
      'packages/client/src/schema.d.ts',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // A regular expression on user input must run in linear time: one that backtracks or
    // moves super-linearly lets a single request hold the event loop (a 64 KB value took
    // 1.3 s in the rich-text check before it was rewritten).
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    // Where database access is written (docs/architecture.md, "Rules the tooling enforces"):
    // Prisma in repositories, SQL text in SQL files, database error codes in one reader.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { pim },
    rules: {
      'pim/prisma-in-repositories': 'error',
      'pim/sql-in-sql-files': 'error',
      'pim/sqlstate-in-database-errors': 'error',
    },
  },
  {
    files: ['packages/core/src/**/repository.ts'],
    rules: { 'pim/prisma-in-repositories': 'off' },
  },
  {
    files: ['packages/core/src/**/sql.ts', 'packages/core/src/**/*-sql.ts'],
    rules: { 'pim/sql-in-sql-files': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { pim },
    rules: { 'pim/sqlstate-in-database-errors': 'error' },
  },
  {
    files: ['packages/core/src/platform/errors/database-errors.ts'],
    rules: { 'pim/sqlstate-in-database-errors': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...nextPlugin.configs['core-web-vitals'],
    settings: { next: { rootDir: path.join(import.meta.dirname, 'apps/web') } },
  },
  {
    // A form's bounds (maxLength, min, max, ...) are the API's: they come from
    // `@pim/core/limits` or `@pim/core/schemas`, where its schemas read them too. A number
    // written into a form drifts from the API's rule the day that rule changes.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...formBoundSelectors()],
    },
  },
  {
    // Tests read JSON answers field by field; typing every body would hide nothing.
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/e2e/**/*.ts'],
    // Their expressions only read the service's own answers: no input of an attacker's.
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'regexp/no-super-linear-move': 'off' },
  },
  prettier,
);
