import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'test-results', 'playwright-report', 'bench/out', 'data', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web bundle must never pull in server code.
    files: ['src/web/**/*.{ts,tsx}', 'src/domain/**/*.ts', 'src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/**'], message: 'The web app and shared code never import server code.' }] }],
    },
  },
  {
    // Layering (issue 16): route files only parse and call services; the database and its schema are the
    // services' business. Covers routes.ts and the *-routes.ts files beside it (verification, config).
    files: ['src/server/modules/**/routes.ts', 'src/server/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db/schema', '**/db/schema.*', '**/db/schema/**'], message: 'Route files never touch the schema: move the query into the module\'s service.' },
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Route files never build queries: move the query into the module\'s service.' },
          ],
        },
      ],
    },
  },
);
