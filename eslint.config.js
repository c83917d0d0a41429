// @ts-check
// Typed lint: typescript-eslint's strict and stylistic type-checked rules over every source file
// (src/, islands/, scripts/, tests/, e2e/, upstream/, the root config files), eslint-plugin-astro's
// recommended rules for .astro files. `npm run lint` (scripts/lint.sh, which lints the .astro files
// and the rest side by side); `npm test` runs it after the type check.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    // Build and run outputs, caches, installed packages.
    '**/node_modules/',
    'dist/',
    'dist-*/',
    '.dist-*/',
    '.build/',
    '.bench/',
    '.cache/',
    '.astro/',
    '.data/',
    'test-results/',
    'playwright-report/',
  ]),

  {
    name: 'project/typed',
    files: ['**/*.{js,mjs,ts,tsx,astro}'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },

  {
    name: 'project/tuned',
    rules: {
      // Numbers read fine in a template (`/videos/page/${page}`); nullish values, objects and
      // `any` still need an explicit conversion.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // The request handlers (src/server, upstream/) end early with `return redirect(res, …)`,
      // which returns nothing and reads as "answer and stop". The rule's
      // ignoreVoidReturningFunctions option allows that in functions returning `void` but not in
      // async ones returning `Promise<void>` (typescript-eslint#10067), which all of these are;
      // TypeScript already refuses a void value where a value is expected.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // The code reads index signatures with brackets (`process.env['PORT']`,
      // `dataset['member']`) so a key that may be missing looks like one; declared properties
      // still take dot notation.
      '@typescript-eslint/dot-notation': ['error', { allowIndexSignaturePropertyAccess: true }],
      // As TypeScript's noUnusedParameters: a `_`-prefixed parameter holds a place a callback must
      // take. `({ locale: _locale, ...rest }) => rest` is how a copy leaves a property out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Implementations of promise-returning interfaces (session stores, the identity provider's
      // adapter, test doubles) are `async` without awaiting so a throw becomes a rejection;
      // forgotten awaits are caught by no-floating-promises and await-thenable instead.
      '@typescript-eslint/require-await': 'off',
      // Most shapes here are interfaces, but a `type` alias is chosen where the shape must fit an
      // index signature (`Record<string, unknown>` GraphQL variables, node:sqlite rows), which an
      // interface does not; the rule cannot tell, and its fix breaks those (TS2345, TS2352).
      '@typescript-eslint/consistent-type-definitions': 'off',
      // It asks for `x!` where the code writes `x as T`, which no-non-null-assertion (strict)
      // then forbids: the two rules contradict each other.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
    },
  },

  {
    name: 'project/tests',
    files: ['tests/**', 'e2e/**'],
    rules: {
      // With noUncheckedIndexedAccess, `rows[0]!` is how a test says "the fixture has one"; a
      // wrong assertion fails the test at once.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Test doubles are deliberate no-ops (`warn() {}`, `() => {}`).
      '@typescript-eslint/no-empty-function': 'off',
      // Vitest's asymmetric matchers (`expect.any(String)`, `expect.arrayContaining`) are typed
      // `any` and belong inside expected objects; an `any` a test then uses is still reported by
      // the other no-unsafe rules.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },

  {
    name: 'project/upstream-tests',
    files: ['tests/upstream/**'],
    rules: {
      // These tests send ad-hoc GraphQL documents through `query()` (tests/upstream/helpers.ts),
      // whose answer is `any` on purpose: each test reads the fields it asked for and checks them
      // with expect, so a wrong guess fails the test. Typing each answer would restate the schema.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  astro.configs.recommended,
  {
    name: 'project/astro',
    files: ['**/*.astro'],
    languageOptions: {
      parserOptions: {
        // astro-eslint-parser has no project-service support (it warns and falls back to
        // `project: true` for every file): give it a tsconfig directly, the smaller program of
        // tsconfig.astro-lint.json (it builds a type checker per file, so size is time).
        projectService: false,
        project: './tsconfig.astro-lint.json',
      },
    },
  },
  {
    // The client <script>s of .astro files, which the plugin's processor lints as virtual
    // `Component.astro/0_0.ts` files. No TypeScript program holds those files, so the typed rules
    // cannot run there; the untyped ones still do (and `astro check` type-checks the scripts).
    name: 'project/astro-client-scripts',
    files: ['**/*.astro/*.ts', '**/*.astro/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
);
