// No import cycles: a module must not reach itself through its imports. A cycle makes
// what a module sees at load time depend on which side was imported first (an export read before
// its module ran is undefined), and it blurs which file depends on which. import-x/no-cycle skips
// `import type` (erased when compiled, so no load order); tests/lint/cycles.test.ts shows it failing.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

export default [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // .astro files import modules but nothing imports them back; their frontmatter is not parsed here.
      'import-x/ignore': ['\\.astro$', '\\.css$'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
