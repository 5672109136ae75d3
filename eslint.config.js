// One flat config for every package (each package runs `eslint .` from its own folder; the root
// lints scripts/). The written rules it enforces are in docs/ARCHITECTURE.md, "Import rules".
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import cycleRules from './eslint.rules.cycles.js';
import zoneRules from './eslint.rules.zones.js';
import webI18n from './apps/web/eslint.i18n.js';

const root = import.meta.dirname;
const web = path.join(root, 'apps/web/src');
// Read at lint time, so a new feature folder is fenced in without editing this file.
const webFeatures = readdirSync(path.join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The selectors a config set forbids with no-restricted-syntax. */
function restrictedSyntax(configs) {
  return configs.flatMap((config) => config.rules?.['no-restricted-syntax']?.slice(1) ?? []);
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/fixtures/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The two type-aware rules (a dropped promise hides a failure: an unhandled rejection, a test that
  // ends before its assertion) run in oxlint's type-aware pass on TypeScript 7's checker
  // (.oxlintrc.json, `pnpm lint:promises`): here, on the TypeScript 6 API, they were three quarters
  // of the lint's CPU.
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  // A plain browser script served as-is (no bundler): written for old browsers, so `catch (error)`.
  {
    files: ['apps/web/public/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        window: 'readonly',
        document: 'readonly',
        BroadcastChannel: 'readonly',
        URLSearchParams: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  // No import cycles anywhere: a cycle makes load order decide what is undefined at start.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'].map(
            (pattern) => path.join(root, pattern),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // ... and none through a type-only import, which import-x/no-cycle does not follow.
  ...cycleRules,
  // The two classic hook rules, and set-state-in-effect: state that follows a prop is derived (or the
  // component remounts with a key), never copied by an effect a render late. The other v7 React
  // Compiler rules (refs, purity) are left off: the app does not use the compiler, and they flag
  // deliberate patterns (latest-value refs).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/set-state-in-effect': 'error',
    },
  },
  // The web's import boundaries (bulletproof-react): shared code (components, lib, stores, i18n, testing)
  // -> features -> app. A feature imports shared code and its own folder only; the app shell is
  // where features meet.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: web,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: `a feature imports shared code and its own folder only: move the shared piece to components/, lib/ or stores/, or compose the two features in app/`,
            })),
            {
              target: ['./components', './lib', './stores', './i18n', './testing'],
              from: './features',
              message: 'shared code must not depend on a feature',
            },
            // testing/ may: its render helper wraps a test in the app's real providers.
            {
              target: ['./components', './lib', './stores', './i18n', './features'],
              from: './app',
              message: 'only the app shell imports app/',
            },
          ],
        },
      ],
    },
  },
  // One job per function (issue 36): a use case, a tool or a schedule longer than a screen is split
  // into named steps. On the API's services and the scraper; tests (a describe block is long by
  // nature) and local protocol servers are left out.
  {
    files: ['apps/api/src/services/**/*.ts', 'packages/scraper/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  ...zoneRules,
  ...webI18n,
  // Both sets above forbid syntax through no-restricted-syntax, and in a flat config the later
  // setting replaces the earlier one for a file both match: the web's components get both lists.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax(zoneRules),
        ...restrictedSyntax(webI18n),
      ],
    },
  },
  // Use cases without HTTP (issue 36): a service takes plain inputs (deps, owner, input) and returns
  // plain results; routes and plugins translate HTTP to them. So no service imports Fastify (types
  // included), a route or a plugin.
  {
    files: ['apps/api/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-plugin', '@fastify/*'],
              message:
                'a service takes plain inputs (services/deps.ts, services/owner.ts): the route does the HTTP.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: path.join(root, 'apps/api/src'),
          zones: [
            {
              target: './services',
              from: ['./routes', './plugins', './app.ts', './server.ts', './worker.ts'],
              message:
                'a service never imports a route, a plugin or the app: they call services, with plain deps.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser takes only types from the HTTP contract: its schemas would bring TypeBox into the
    // bundle. Runtime rules for forms come from '@pick3/contract/field-rules' (no TypeBox).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pick3/contract',
              message:
                "Import only types (import type); rules are in '@pick3/contract/field-rules'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
