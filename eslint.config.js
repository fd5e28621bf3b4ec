import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';


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
  ['mail', 'calendar'],
  ['closures', 'manage', 'users', 'backup', 'preflight', 'resources', 'site', 'health'],
  ['bookings', 'contact', 'referrals'],
  ['declared-mail', 'audit', 'clinicians'],
  ['http', 'secrets', 'uploads'],
  ['pg'],
  ['db'],
];
const COMPOSITION = ['app', 'server', 'config', 'stores', 'shared-state'];
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
          { regex: `${up}(${COMPOSITION.join('|')})$`, message: 'No folder imports the composition root (app, server, config, stores, shared-state): declare what the folder needs, and let the root hand it over (decision 029).' },
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

/**
 * The layers of the public site, lowest first (docs/decisions/050-web-layers.md): a folder imports only
 * folders in rows below its own, so words, pieces and pages depend one way. `lib` is plumbing (no words,
 * no components); `content` the business's facts and the route table; `ui` components that take their
 * words by props; `i18n` the catalogues and what is composed from them; `blocks` the site's shared pieces
 * that read the words; then the features, the page shell, the pages, the route modules and the entries.
 */
export const WEB_LAYERS = [['lib'], ['content'], ['ui'], ['i18n'], ['blocks'], ['features'], ['layout'], ['pages', 'seo'], ['routes']];

/** The entries and the app (web/*.tsx), above every row: a glob, so a zone of its own (globs and folders do not mix in one zone). */
const WEB_TOP = `${process.cwd()}/web/*.{ts,tsx}`;
const PUBLIC_FOLDERS = [...WEB_LAYERS.flat(), 'testing'];

/** Where each kind of code lives, and what it may never import (import-x/no-restricted-paths zones). */
function zones() {
  const list = [
    // The contract is a leaf: nothing of the project outside it (its tests may take inputs from api/test-support/).
    { target: 'api/contract', from: '.', except: ['./api/contract', './api/test-support', './node_modules'], message: 'The contract imports nothing else of the project.' },
    // The server never imports the site or the worker; they reach the server only through the contract.
    { target: 'api', from: ['web', 'sw'], message: 'api/ never imports web/ or sw/.' },
    { target: 'web', from: ['api', 'sw'], except: ['./contract'], message: 'web/ may import api/contract/ (as #contract) and nothing else of api/ or sw/.' },
    { target: 'sw', from: ['api', 'web'], except: ['./contract'], message: 'sw/ may import api/contract/ (as #contract) and nothing else of api/ or web/.' },
    // The public site never imports the staff app or its contract: its bytes and precache stay its own.
    { target: [...PUBLIC_FOLDERS.map((folder) => `web/${folder}`), WEB_TOP], from: ['web/staff', 'api/contract/staff'], message: 'Public modules never import the staff app (CONTRIBUTING.md, "The tree"; decision 020).' },
    // The staff app may use web/ui and web/lib only.
    { target: 'web/staff', from: WEB_LAYERS.flat().filter((folder) => folder !== 'ui' && folder !== 'lib').map((folder) => `web/${folder}`), message: 'The staff app may use web/ui and web/lib only.' },
    { target: 'web/staff', from: WEB_TOP, message: 'The staff app may use web/ui and web/lib only.' },
  ];
  return list;
}

/** What only shipped code is held to: tests may use the content checks of build/, the test helpers, and any layer of the site. */
function shippedZones() {
  const list = [
    ...['api', 'web', 'sw'].map((target) => ({ target, from: ['build', 'perf', 'e2e', 'api/test-support', 'web/testing', 'sw/test-support'], message: 'What ships never imports build/, perf/, e2e/ or test helpers (CONTRIBUTING.md).' })),
  ];
  // The site's layers: a test may read across them (a page's words beside the facts it checks).
  WEB_LAYERS.forEach((row, rank) => {
    for (const folder of row) {
      const from = [...WEB_LAYERS.slice(rank + 1).flat(), ...row.filter((other) => other !== folder)].map((other) => `web/${other}`);
      const message = `web/${folder}/ may import only folders in rows below its own in eslint.config.js's WEB_LAYERS (docs/decisions/050-web-layers.md).`;
      if (from.length) list.push({ target: `web/${folder}`, from, message });
      list.push({ target: `web/${folder}`, from: WEB_TOP, message });
    }
  });
  return list;
}

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'api/test-support/**', 'web/testing/**', 'sw/test-support/**'];

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
  ...apiFolderRules(),
  {
    // Boundaries between the tree's parts and the site's layers, and no import cycle anywhere.
    files: ['api/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}', 'sw/**/*.ts', 'build/**/*.{ts,mjs}', 'perf/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'sw/tsconfig.json'], noWarnOnMultipleProjects: true })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: zones() }],
      // Every package imported is declared in package.json (not reached through another's dependencies),
      // and only as its exports map publishes it (an unresolved path is a private file).
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true }],
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
    },
  },
  {
    files: ['api/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones(), ...shippedZones()] }],
    },
  },
  {
    files: ['build/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
