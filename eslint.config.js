// One flat config for every package: typescript-eslint's recommended rules, no type-aware pass
// (it would double the lint time on this 2-core machine for little gain).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import zoneRules from './eslint.rules.zones.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**'] },
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
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  ...zoneRules,
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
