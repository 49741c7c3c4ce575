import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
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
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/routeTree.gen.ts',
      'data/**',
      'bench/data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
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
  {
    // Every user-facing string of the web app is a Lingui message (docs/decisions/0027-words-behind-lingui.md):
    // a string a reader could see fails here until it is wrapped in <Trans>, t, plural or msg. What is
    // ignored is what no reader sees: class names, ids, routes, keys, types, test names.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // One "word" not starting with a capital (keys, paths, class names, ids), UPPER_CASE codes.
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            // Class lists: every word has a dash or a colon (`rounded-lg bg-accent hover:bg-accent-hover`).
            '^[^\\s-:]*[-:]\\S*(\\s+[^\\s-:]*[-:]\\S*)*$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|classNames|class$', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            // data-* attributes; aria-* ones that hold ids, states or values (aria-label and
            // aria-description are read aloud and stay checked).
            { regex: { pattern: '^data-' } },
            { regex: { pattern: '^aria-(?!label$|description$|roledescription$|valuetext$|placeholder$)' } },
            'id',
            'key',
            'to',
            'href',
            'src',
            'type',
            'role',
            'name',
            'method',
            'path',
            'from',
            'target',
            'rel',
            'autoComplete',
            'inputMode',
            'pattern',
            'accept',
            'form',
            'viewBox',
            'd',
            'fill',
            'stroke',
            'strokeLinecap',
            'strokeLinejoin',
            'xmlns',
            'width',
            'height',
            'dataKey',
            'queryKey',
            'mutationKey',
            'displayName',
            'Authorization',
            'Accept',
            'Content-Type',
            'timeZone',
            'locale',
            'format',
            'variant',
            'size',
            'placement',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'tv',
            'twMerge',
            'cn',
            'createFileRoute',
            'createRoute',
            'redirect',
            'navigate',
            '*.navigate',
            'useNavigate',
            'Intl.*',
            '*.toLocaleString',
            '*.toLocaleDateString',
            '*.toLocaleTimeString',
            'URLSearchParams',
            '*.searchParams.*',
            '*.set',
            '*.get',
            '*.has',
            '*.append',
            '*.delete',
            'document.*',
            '*.querySelector',
            '*.querySelectorAll',
            '*.addEventListener',
            '*.removeEventListener',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.split',
            '*.join',
            '*.replace',
            '*.replaceAll',
            '*.match',
            '*.test',
            'RegExp',
            'fetch',
            'localStorage.*',
            'sessionStorage.*',
            'matchMedia',
            'window.*',
            'z.*',
            '*.regex',
            'new Date',
            'Date',
            'Symbol',
            'postMessage',
            '*.postMessage',
            'import',
          ],
        },
      ],
    },
  },
);
