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
