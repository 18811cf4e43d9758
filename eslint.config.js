import { readdirSync } from 'node:fs';
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
  // --- Web layering (issue 16) ---------------------------------------------------------------------------
  // Features meet only through each other's public entry (src/web/features/<b>/index.ts) or the shared folders
  // (src/web/components, lib, testing); only src/web/main.tsx, src/web/entry-server.tsx (what the server renders
  // pages with) and the app itself import src/web/app.
  // ESLint does not merge a rule's options across blocks, so every block here repeats the web's server ban.
  // Relative paths never cross features today; these patterns watch the '@/' paths everyone writes.
  ...(() => {
    const server = { group: ['@/server/*', '**/server/**'], message: 'The web app and shared code never import server code.' };
    const app = {
      group: ['@/web/app', '@/web/app/*', '**/src/web/app', '**/src/web/app/*', '../app/*', '../../app/*', '../../../app/*'],
      message: 'Only src/web/main.tsx imports src/web/app: move what you need into a feature or a shared folder.',
    };
    // A regex, not gitignore globs: a glob cannot re-include a file once its folder is excluded.
    const otherFeature = (feature) => ({
      regex: `^@/web/features/(?!${feature}/)[^/]+/(?!index$).+`,
      message: "Import another feature through its public entry ('@/web/features/<name>') or a shared folder (components, lib, testing).",
    });
    const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    return [
      {
        files: ['src/web/**/*.{ts,tsx}'],
        ignores: ['src/web/main.tsx', 'src/web/entry-server.tsx', 'src/web/app/**'],
        rules: { 'no-restricted-imports': ['error', { patterns: [server, app] }] },
      },
      { files: ['e2e/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [app] }] } },
      ...features.map((feature) => ({
        files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [server, app, otherFeature(feature)] }] },
      })),
    ];
  })(),
  // --- end of web layering ----------------------------------------------------------------------------------
);
