// Layer boundaries (design: core -> widgets -> site, server apart) and whole page folders, checked by
// tests/build/lint.test.ts in `npm test`. Style is prettier's job, not this file's.
import tsParser from '@typescript-eslint/parser';
import boundaries from './build/eslint-layers.js';
import pages from './build/eslint-pages.js';

const DOM = 'core renders no DOM';

export default [
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', '.data/**', '.budget-out/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      parser: tsParser,
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
    },
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error', 'boundaries/domain-faces': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../../*'], message: 'name it from the package root: #core/…, #widgets/…, #site/…' }],
        },
      ],
    },
  },
  {
    files: ['src/site/**/*.{ts,tsx}'],
    plugins: { pages },
    rules: { 'pages/pages': 'error' },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXElement, JSXFragment', message: DOM },
        { selector: "MemberExpression[object.name='document']", message: `${DOM}: go through env()` },
        {
          selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|textContent)$/]',
          message: DOM,
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: `${DOM}: no .tsx files` }] },
  },
];
