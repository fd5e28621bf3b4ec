import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ONLY_CONTRACT = { regex: '^(\\.\\./)+api/(?!contract)', message: 'web/ and sw/ may import api/contract only.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The contract is a leaf: it imports nothing else of the project.
    files: ['api/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../*', '!./*'] }] },
  },
  {
    // Its tests may take their inputs from api/test-support/ too, rather than keep copies.
    files: ['api/contract/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(?!test-support/|\\.\\./)', message: 'The contract imports nothing else of the project; its tests may use api/test-support/.' }] }] },
  },
  {
    // Below the routers, code throws domain errors (api/domain-errors.ts); HTTP belongs to routers and api/http/ (decision 014).
    files: ['api/db/**', 'api/**/*.service.ts', 'api/**/*.store.ts', 'api/bookings/address-quota.ts', 'api/domain-errors.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)http/', message: 'Throw a domain error (api/domain-errors.ts); routers and api/http/ own HTTP.' }] }],
    },
  },
  {
    // The site and the service worker may use the API's contract and nothing else of api/;
    // the public site nothing of the staff app or its contract either (its bytes and precache stay as they are).
    files: ['sw/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_CONTRACT] }] },
  },
  {
    files: ['web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ONLY_CONTRACT,
            { regex: '(^|/)staff(/|$)|contract/staff', message: 'Public modules never import the staff app (STYLE.md, "The provider\'s side").' },
          ],
        },
      ],
    },
  },
  // The staff app may use web/ui/ and web/lib/, never a public feature, route, layout or content:
  // one block per folder depth, since the rule reads import paths as written.
  ...['web/staff/*.{ts,tsx}', 'web/staff/*/*.{ts,tsx}', 'web/staff/*/*/*.{ts,tsx}'].map((files, depth) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ONLY_CONTRACT,
            { regex: `^(\\.\\./){${depth + 1}}(features|routes|layout|content|app|hydrate|route-pages)(/|$)`, message: 'The staff app may use web/ui and web/lib only.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
