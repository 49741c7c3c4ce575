import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const envRule = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration in apps/api/src/env.ts only.',
};
/** An `OrgScope` is made by `checkMembership` only: a cast would be an organisation nobody checked. */
const scopeRules = ['TSAsExpression', 'TSTypeAssertion'].map((node) => ({
  selector: `${node}[typeAnnotation.typeName.name='OrgScope']`,
  message: 'Only checkMembership (services/authorization.ts) makes an OrgScope: take it from ctx.scope.',
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/routeTree.gen.ts', 'data/**', 'bench/data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', envRule, ...scopeRules],
    },
  },
  {
    // The one gate that makes an organisation scope (docs/decisions/0016-one-scope-resolver.md).
    files: ['apps/api/src/services/authorization.ts'],
    rules: { 'no-restricted-syntax': ['error', envRule] },
  },
  {
    // Configuration, tests, tools and the test helpers may read the environment.
    files: [
      'apps/api/src/env.ts',
      'apps/api/src/cli.ts',
      '**/test/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'packages/db/src/testing*.ts',
      '**/vite.config.ts',
      'vitest.config.ts',
      'packages/email/src/testing/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/db/src/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
