import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import drizzle from 'eslint-plugin-drizzle';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import cycles from './eslint.cycles.js';
import layers, { CLIMB } from './eslint.layers.js';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '**/.astro/',
      '**/.netlify/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      // Fails lint on purpose: tests/lint/cycles.test.ts lints it.
      'tests/fixtures/import-cycle/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { drizzle, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every update and delete names its rows (house style, from create-t3-app).
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A double cast switches the type checker off for a value: give it its type (a wider
      // parameter, a narrowing check, a reader loop) instead.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression[typeAnnotation.type="TSUnknownKeyword"].expression',
          message: '`as unknown as` hides a type error: type the value, or narrow it with a check.',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // The browser tests: Playwright's recommended rules, so a fixed wait (`waitForTimeout`), a
  // forgotten `await` or a focused test fails lint, not a CI run (decision 081).
  { ...playwright.configs['flat/recommended'], files: ['tests/e2e/**'] },
  ...layers,
  // A spec's `test` prints what its pages showed when it fails (tests/e2e/test.ts, decision 081).
  // After the layers' rules, whose climbing rule it repeats: a later entry replaces a rule whole.
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [CLIMB],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './test' (public pages) or './workshop' (staff): a failure then says what the page showed.",
            },
          ],
        },
      ],
    },
  },
  ...cycles,
);
