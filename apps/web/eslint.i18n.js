// The web's translation rule: text a player reads must come from the message files
// (apps/web/src/i18n/locales), never be written in a component. eslint-plugin-i18next checks JSX
// text; its jsx-text-only mode skips attributes, so a selector rule covers the attributes that
// are read aloud or shown (label, placeholder, title, aria-label, alt).
import i18next from 'eslint-plugin-i18next';

const SHOWN_ATTRIBUTES =
  '/^(label|placeholder|title|aria-label|alt|description|aria-description)$/';
const MESSAGE = 'User-facing text goes through t() and the message files (apps/web/src/i18n).';

export default [
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          message: MESSAGE,
          // Symbols, digits and separators ('|', '·', '—', '%') carry no language.
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·—–•×…‹›−]+'] },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name=${SHOWN_ATTRIBUTES}] > Literal[value=/[A-Za-z]/]`,
          message: MESSAGE,
        },
        {
          selector: `JSXAttribute[name.name=${SHOWN_ATTRIBUTES}] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)`,
          message: MESSAGE,
        },
      ],
    },
  },
];
