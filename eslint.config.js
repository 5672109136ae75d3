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
);
