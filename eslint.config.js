import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ONLY_CONTRACT = { regex: '^(\\.\\./)+api/(?!contract)', message: 'web/ and sw/ may import api/contract only.' };

/**
 * The folders of api/, highest row first (docs/decisions/029-api-folders.md): a folder imports only
 * folders in rows below its own, so imports between folders run one way and no two folders import
 * each other. Above every row: the root's composition files (app, server, config, stores), which
 * no folder imports (a folder declares what it needs; the composition hands it over). Below every
 * row: api/contract/, api/clock.ts and api/domain-errors.ts. Tests and api/test-support/ compose
 * freely, like the root; no production file imports api/test-support/.
 */
export const API_LAYERS = [
  ['staff', 'command-line'],
  ['sign-in'],
  ['retention'],
  ['mail'],
  ['closures', 'manage', 'users', 'backup', 'preflight', 'resources', 'site', 'health'],
  ['bookings', 'contact'],
  ['declared-mail', 'audit'],
  ['http', 'secrets'],
  ['db'],
];
const COMPOSITION = ['app', 'server', 'config', 'stores'];
/** Below the routers, code throws domain errors (api/domain-errors.ts); HTTP belongs to routers and api/http/ (decision 014). */
const NO_HTTP = { regex: '(^|/)http/', message: 'Throw a domain error (api/domain-errors.ts); routers and api/http/ own HTTP.' };
const BELOW_ROUTERS = ['*.service.ts', '*.store.ts'];
const EXTRA_BELOW_ROUTERS = ['api/bookings/address-quota.ts'];

function apiFolderRules() {
  const rules = [];
  API_LAYERS.forEach((row, rank) => {
    const above = API_LAYERS.slice(0, rank + 1).flat();
    for (const folder of row) {
      const higher = above.filter((other) => other !== folder);
      for (const depth of [1, 2]) {
        const up = `^(\\.\\./){${depth}}`;
        const patterns = [
          ...(higher.length
            ? [{ regex: `${up}(${higher.join('|')})(/|$)`, message: `api/${folder}/ may import only folders in rows below its own in eslint.config.js's API_LAYERS (decision 029): ${higher.join(', ')} are not.` }]
            : []),
          { regex: `${up}(${COMPOSITION.join('|')})$`, message: 'No folder imports the composition root (app, server, config, stores): declare what the folder needs, and let the root hand it over (decision 029).' },
          { regex: `${up}test-support(/|$)`, message: 'Production code never imports api/test-support/.' },
          { regex: `${up}cli(/|$)`, message: 'No folder imports api/cli/: the commands an operator runs compose the folders, as the server does.' },
        ];
        const files = `api/${folder}/${'*/'.repeat(depth - 1)}`;
        const belowRouters = folder === 'db' ? [`${files}*.ts`] : [...BELOW_ROUTERS.map((name) => `${files}${name}`), ...EXTRA_BELOW_ROUTERS.filter((path) => path.startsWith(`api/${folder}/`))];
        rules.push(
          { files: [`${files}*.ts`], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': ['error', { patterns }] } },
          // One rule's options per file: the HTTP rule repeats the folder's own.
          { files: belowRouters, ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, NO_HTTP] }] } },
        );
      }
    }
  });
  // The clock and the domain errors sit below every folder: the contract at most.
  rules.push({ files: ['api/clock.ts', 'api/domain-errors.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./(?!contract(/|$))', message: 'api/clock.ts and api/domain-errors.ts import the contract at most.' }, NO_HTTP] }] } });
  return rules;
}

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
  // The contract is a leaf: it imports nothing else of the project (a sub-folder, e.g. staff/, may use the rest of it).
  { files: ['api/contract/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: ['../*'] }] } },
  { files: ['api/contract/*/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: ['../../*'] }] } },
  // Its tests may take their inputs from api/test-support/ too, rather than keep copies.
  {
    files: ['api/contract/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!test-support/)', message: 'The contract imports nothing else of the project; its tests may use api/test-support/.' }] }] },
  },
  {
    files: ['api/contract/*/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./(?!test-support/)', message: 'The contract imports nothing else of the project; its tests may use api/test-support/.' }] }] },
  },
  ...apiFolderRules(),
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
            { regex: '(^|/)staff(/|$)|contract/staff', message: 'Public modules never import the staff app (CONTRIBUTING.md, "The tree"; decision 020).' },
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
    files: ['build/**/*.mjs', 'perf/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
