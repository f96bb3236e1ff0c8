import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// Import boundaries: core is pure and imports nothing of server/web; web and server never import each other.
const boundary = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((name) => ({
        group: [`@nairalens/${name}`, `@nairalens/${name}/*`, `**/packages/${name}/**`, `../../${name}/**`],
        message: `This package may not import ${name} (see docs/architecture: imports flow one way).`,
      })),
    },
  ],
});

// Core is pure (bytes in, values out): the native pixel and OCR libraries, processes, threads and the file system
// stay outside. Core states what it needs from them in core/documents/ocr-engine.ts; the server implements it.
const CORE_IMPURE_IMPORTS = [
  {
    group: ['tesseract.js', '@tesseract.js-data/*', '@napi-rs/canvas', 'canvas', 'sharp'],
    message: 'core is pure: rendering and OCR go through the OcrEngine/PageRenderer of core/documents/ocr-engine.ts.',
  },
  {
    group: ['node:fs', 'node:fs/*', 'fs', 'fs/*', 'node:child_process', 'child_process', 'node:worker_threads', 'worker_threads'],
    message: 'core is pure: no file system, processes or threads (docs/ARCHITECTURE.md).',
  },
];

// Server data access: SQL and the query builder live only in a module's repository.ts and in db/.
const DATA_ACCESS_IMPORTS = [
  { group: ['drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'Queries belong in the module\'s repository.ts (docs/ARCHITECTURE.md).' },
  { group: ['**/db/schema', '**/db/schema/**', '**/db/sql.ts'], message: 'Queries belong in the module\'s repository.ts (docs/ARCHITECTURE.md).' },
];
const RAW_SQL = [
  { selector: "CallExpression[callee.name='sqlRows']", message: 'SQL belongs in the module\'s repository.ts (docs/ARCHITECTURE.md).' },
  { selector: "CallExpression[callee.property.name=/^(query|execute)$/][callee.object.property.name='database']", message: 'SQL belongs in the module\'s repository.ts (docs/ARCHITECTURE.md).' },
  { selector: "CallExpression[callee.property.name=/^(query|execute)$/][callee.object.name='database']", message: 'SQL belongs in the module\'s repository.ts (docs/ARCHITECTURE.md).' },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in the module\'s repository.ts (docs/ARCHITECTURE.md).' },
  // drizzle's relational queries (db.query.<table>.findMany) need no schema import, so the import ban misses them.
  { selector: "CallExpression[callee.property.name=/^find(First|Many)$/][callee.object.object.property.name='query']", message: 'Queries belong in the module\'s repository.ts (docs/ARCHITECTURE.md).' },
];
// A module reaches another only through that module's index.ts; plumbing (db, jobs, http, documents, auth) reaches
// modules the same way.
const MODULE_ZONES = [
  { group: ['../*/*', '../*/**/*', '!../../**', '!../*/index.ts'], message: 'Import another module only through its index.ts (docs/ARCHITECTURE.md).' },
  { group: ['**/modules/*/*', '!**/modules/*/index.ts'], message: 'Import a module only through its index.ts (docs/ARCHITECTURE.md).' },
];

export default tseslint.config(
  // Held-out sets' own generator scripts are data written by other hands, in their own style.
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/fixtures/generated/**', 'packages/fixtures/held-out/**/src/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['packages/core/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...boundary(['server', 'web'])['no-restricted-imports'][1].patterns, ...CORE_IMPURE_IMPORTS] }] },
  },
  { files: ['packages/server/**'], rules: boundary(['web']) },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/db/**', 'packages/server/src/**/*repository.ts'],
    rules: { 'no-restricted-syntax': ['error', ...RAW_SQL] },
  },
  {
    files: ['packages/server/src/modules/*/**/*.ts'],
    ignores: ['packages/server/src/**/*repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...boundary(['web'])['no-restricted-imports'][1].patterns, ...DATA_ACCESS_IMPORTS, MODULE_ZONES[0]] }] },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/modules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...boundary(['web'])['no-restricted-imports'][1].patterns, MODULE_ZONES[1]] }] },
  },
  // Outside modules too (auth, documents, http, jobs, storage, cli, …): the query builder and raw SQL only in db/ and
  // a *repository.ts beside the code that needs it.
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/modules/**', 'packages/server/src/db/**', 'packages/server/src/**/*repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...boundary(['web'])['no-restricted-imports'][1].patterns, ...DATA_ACCESS_IMPORTS, MODULE_ZONES[1]] },
      ],
    },
  },
  { files: ['packages/web/**'], rules: boundary(['server']) },
  // Web: the rules of hooks and accessible markup. The React Compiler rules of react-hooks 7 are not enabled: the app
  // does not use the compiler. autoFocus is allowed: dialogs and the password prompts move focus to their field on
  // purpose. `role` on our own components (RequireAuth role="admin") is a prop, not an ARIA role.
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': 'off',
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Web features stand alone: a feature never imports another feature; shared pieces live in components/, hooks/, lib/.
  ...['admin', 'analysis', 'auth', 'credit-reports', 'dashboard', 'help', 'landing', 'loans', 'profiles', 'public', 'settings', 'upload', 'wallet', 'workspace'].map(
    (feature) => ({
      files: [`packages/web/src/features/${feature}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^@/features/(?!${feature}/)`,
                message: 'Features do not import each other: move the shared piece to components/, hooks/ or lib/.',
              },
              ...['server'].map((name) => ({ group: [`@nairalens/${name}`, `@nairalens/${name}/*`], message: `web may not import ${name}.` })),
            ],
          },
        ],
      },
    }),
  ),
);
