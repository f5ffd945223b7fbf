import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * no-restricted-paths zones that keep `layers` (folders or files under `root`, the top layer
 * first) one way: a layer imports only the layers below it.
 */
function layers(root, order) {
  return order.slice(1).map((layer, index) => ({
    target: layer.map((name) => `${root}/${name}`),
    from: order
      .slice(0, index + 1)
      .flat()
      .map((name) => `${root}/${name}`),
    message: `${layer.join(', ')} may not import a layer above: ${order
      .slice(0, index + 1)
      .flat()
      .join(', ')}.`,
  }));
}

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      '**/dist/**',
      'web/.react-router/**',
      '.emulators/**',
      '.emulator-data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only the files with these extensions, with this parser: without them it
      // skips every TypeScript module, and no-cycle finds no cycle through one.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/domain', 'functions', 'web', 'tests', 'e2e'].map(
            (dir) => `${dir}/tsconfig.json`,
          ),
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      // Imports in one order everywhere: Node, packages, the domain, the app's own (@/), relative.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@pedalworks/**', group: 'internal', position: 'before' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          distinctGroup: false,
          'newlines-between': 'never',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      // The domain is the leaf both apps import; types.ts is its leaf, so that a type-only
      // import, which no-cycle does not follow, cannot close a circle through it.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./web', './functions', './scripts', './tests', './e2e'],
              message: 'The domain package imports nothing of ours.',
            },
            {
              target: './packages/domain/src/types.ts',
              from: './packages/domain/src',
              message: 'types.ts imports nothing: a type two domain files use lives in it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      // Layers point one way: entry points (api/, webhooks/, triggers/, ssr/, index.ts) ->
      // orders/ (the order engine) -> services/ -> lib/ -> the domain package.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: layers('./functions/src', [
            ['api', 'webhooks', 'triggers', 'ssr', 'index.ts'],
            ['orders'],
            ['services'],
            ['lib'],
          ]),
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}'],
    rules: {
      // Tests use the tooling, never the other way round.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './scripts',
              from: ['./tests', './e2e', './functions/test'],
              message: 'scripts/ never imports tests: move what both need into scripts/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layers point one way (bulletproof-react): app/ -> features/ -> components/ -> hooks/ ->
      // lib/ -> config/ and theme/; features never import each other, routes compose them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers('./web/src', [
              ['root.tsx', 'routes.ts', 'entry.client.tsx', 'entry.server.tsx'],
              ['app'],
              ['features'],
              ['components'],
              ['hooks'],
              ['lib'],
              ['config', 'theme'],
            ]),
            ...[
              'tools',
              'auth',
              'orders',
              'reviews',
              'profile',
              'admin',
              'payments',
              'newsletter',
            ].map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other: compose them in a route.',
            })),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material',
              importNames: ['Dialog'],
              message:
                "Use Dialog from '@/components/ui/dialog': it holds a live page still while open.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/components/ui/dialog.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
