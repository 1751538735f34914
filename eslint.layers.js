// Which folder may import which: the layers point one way (docs/ARCHITECTURE.md, directory map).
// functions/ and scripts/ → src/server/ → db/ → src/lib/ (pure). Browser-only helpers (hooks, the
// query client, the API client) sit apart from the pure ones; islands use src/lib, never db/ or
// src/server/; pages read through src/server/. Tests and config files may import anything.
import boundaries from 'eslint-plugin-boundaries';

/** src/lib files that need a browser (React hooks, TanStack Query, fetch with the admin token). */
const BROWSER_LIB = [
  'src/lib/query-client.ts',
  'src/lib/listing-view-beacon.ts',
  'src/lib/first-touch.ts',
  'src/lib/use-*.ts',
  'src/lib/api/client.ts',
  'src/lib/api/queries.ts',
  'src/lib/api/published-office-hours.ts',
];

const layer = (type, pattern) => ({ type, pattern, partialMatch: false });
const elements = [
  layer('lib', 'src/lib'),
  layer('server', 'src/server'),
  layer('db', 'db'),
  layer('components', 'src/components'),
  layer('pages', ['src/pages', 'src/layouts']),
  layer('styles', 'src/styles'),
  layer('functions', 'functions'),
  layer('scripts', 'scripts'),
  layer('tests', 'tests'),
];

/**
 * Functions that answer a page drawn by an island's own component (renderToString): the one
 * renderer of that view, with script or without (docs/decisions/079).
 */
const DRAWS_ISLANDS = ['functions/availability-results.ts'];

const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });
const browserOnly = { file: { categories: 'browser' } };

// Later policies override earlier ones.
const policies = [
  // The deploy rehearsal reads its mail through the tests' mail catcher.
  may('scripts', ['scripts', 'server', 'db', 'lib', 'tests']),
  may('functions', ['functions', 'server', 'lib']),
  may('server', ['server', 'db', 'lib']),
  may('db', ['db', 'lib']),
  may('lib', ['lib']),
  may('components', ['components', 'lib', 'styles']),
  may('pages', ['pages', 'components', 'server', 'lib', 'styles']),
  { from: { element: { types: { anyOf: ['lib', 'server', 'db', 'functions', 'scripts'] } } }, disallow: { to: browserOnly } },
  { from: browserOnly, allow: { to: { element: { type: 'lib' } } } },
  { from: { file: { categories: 'draws-islands' } }, allow: { to: { element: { type: 'components' } } } },
];

export const CLIMB = { group: ['../../*'], message: 'Import through the ~/ alias instead of climbing two folders (docs/CODE_STYLE.md).' };
const NODE_MODULES = {
  group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'stream', 'stream/*', 'url', 'zlib', 'child_process', 'http', 'https'],
  message: 'src/lib runs in the browser too: no Node modules here.',
};
const BROWSER_MODULES = {
  group: ['react', 'react-dom', 'react-dom/*', '@tanstack/*'],
  message: 'A pure src/lib module runs on the server too: browser-only helpers are listed in BROWSER_LIB (eslint.layers.js).',
};
const NODE_GLOBALS = ['process', 'Buffer', '__dirname', '__filename'];
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'];
const restrictedGlobals = (names, message) => ['error', ...names.map((name) => ({ name, message }))];

export default [
  {
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [
        { category: 'browser', pattern: BROWSER_LIB },
        { category: 'draws-islands', pattern: DRAWS_ISLANDS },
      ],
      'boundaries/include': ['**/*.{ts,tsx,js,mjs,astro}'],
      // Resolves the ~/ alias (tsconfig paths) and extension-less imports of .ts, .tsx and .astro.
      'import/resolver': { typescript: { project: './tsconfig.json', extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkInternals: true, policies }],
      'no-restricted-imports': ['error', { patterns: [CLIMB] }],
    },
  },
  {
    files: BROWSER_LIB,
    rules: {
      'no-restricted-imports': ['error', { patterns: [CLIMB, NODE_MODULES] }],
      'no-restricted-globals': restrictedGlobals(NODE_GLOBALS, 'src/lib runs in the browser too.'),
    },
  },
  {
    files: ['src/lib/**'],
    ignores: ['**/*.test.ts', ...BROWSER_LIB],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CLIMB, NODE_MODULES, BROWSER_MODULES] }],
      'no-restricted-globals': restrictedGlobals(
        [...NODE_GLOBALS, ...BROWSER_GLOBALS],
        'A pure src/lib module runs on the server and in the browser alike.',
      ),
    },
  },
  {
    // Tests and config files may import anything.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx', '*.config.{js,mjs,ts}', 'eslint.layers.js'],
    rules: { 'boundaries/dependencies': 'off' },
  },
];
