import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Text in JSX (also chosen by a condition), and in the props that name or label things, with two letters in a row. */
const SPOKEN_PROPS =
  '/^(alt|title|placeholder|aria-label|aria-description|aria-roledescription|aria-valuetext|label|heading|filterLabel|landmark|note|caption|description)$/';
const LETTERS = '/[A-Za-z]{2,}/';
const WORDS_IN_CODE = [
  `JSXText[value=${LETTERS}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${LETTERS}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${LETTERS}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`,
  `JSXAttribute[name.name=${SPOKEN_PROPS}] > Literal[value=${LETTERS}]`,
  `JSXAttribute[name.name=${SPOKEN_PROPS}] > JSXExpressionContainer > Literal[value=${LETTERS}]`,
  `JSXAttribute[name.name=${SPOKEN_PROPS}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${LETTERS}]`,
  // Any template inside a spoken prop, also one chosen by a condition.
  `JSXAttribute[name.name=${SPOKEN_PROPS}] TemplateElement[value.raw=${LETTERS}]`,
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
