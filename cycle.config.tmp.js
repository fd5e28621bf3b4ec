import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
export default [
  importX.flatConfigs.typescript,
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser }, settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json', noWarnOnMultipleProjects: true })] }, rules: { 'import-x/no-cycle': ['error'] } },
];
