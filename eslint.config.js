import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Text in JSX, and in the props that name or label things, with two letters in a row. */
const SPOKEN_PROPS =
  '/^(alt|title|placeholder|aria-label|aria-description|aria-roledescription|label|heading|filterLabel|landmark)$/';
const WORDS_IN_CODE = [
  'JSXText[value=/[A-Za-z]{2,}/]',
  'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
  'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]',
  `JSXAttribute[name.name=${SPOKEN_PROPS}] > Literal[value=/[A-Za-z]{2,}/]`,
  `JSXAttribute[name.name=${SPOKEN_PROPS}] TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
].map((selector) => ({
  selector,
  message:
    "Words a visitor reads or hears belong in the school's words (shared/words/, useWords()), not in client code.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      'node_modules/**',
      '.tools/**',
      'coverage/**',
      '.cache/**',
      '.lighthouse/**',
      'test-results/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/demo-provider/**'] }],
    },
  },
  {
    // Words a visitor reads or hears come from the school's words (useWords()), not the client's code.
    files: ['client/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.fixtures.tsx', 'client/src/testing/**', '**/*-test-utils.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...WORDS_IN_CODE],
    },
  },
);
