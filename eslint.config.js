import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/fixtures/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  { files: ['packages/core/**'], rules: boundary(['server', 'web']) },
  { files: ['packages/server/**'], rules: boundary(['web']) },
  { files: ['packages/web/**'], rules: boundary(['server']) },
);
