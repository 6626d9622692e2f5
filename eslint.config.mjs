// Lint: ESLint with typescript-eslint, the rules of hooks and jsx-a11y, once for
// the whole repository. Formatting is Prettier's (.prettierrc.json); the rules
// that would argue with it are off (eslint-config-prettier). `npm test` runs
// `npm run lint` before the type check.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'release/', '.bench/', 'demo/build/', 'demo/mockServiceWorker.js', 'node_modules/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Lists styled without markers keep role="list" on purpose: Safari's VoiceOver drops the
      // list semantics of a `list-style: none` list otherwise.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // The two classic rules of hooks; the compiler-era rules of react-hooks 7 assume React's
      // compiler, which a preact/compat bundle does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Node: the build, the scripts (servers, docs, shots, bench, checks), the test machinery
    // (test/runner/), the journeys (test/e2e/) and the Node tests. They hand functions to the
    // page they drive (page.evaluate), so the browser's globals are known too.
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Classic scripts of the demo and test host pages (.js only: the .mjs files under test/,
    // the journeys and the test machinery, are Node modules, above).
    files: ['demo/**/*.js', 'test/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // The hostile host's own widget runs on the UMD globals of its Preact and DOMPurify.
    files: ['demo/hostile/host-widget.js'],
    languageOptions: { globals: { preact: 'readonly', preactHooks: 'readonly', DOMPurify: 'readonly' } },
  },
  {
    // Tests: chai's assertions are expressions (`expect(x).to.be.true`).
    files: ['test/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  prettier,
);
