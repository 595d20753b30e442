import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test/fixtures/**', 'execret-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
      // functions read as named steps (STYLE.md): none over 80 lines of code, nested helpers included
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // tests are tables of cases and scripts of steps; their length is not a design smell
    files: ['test/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // the Node harness runs as a CommonJS script (`node -e`) inside the sandbox
    files: ['assets/node/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        ...Object.fromEntries(
          ['require', 'Buffer', 'setTimeout', 'clearTimeout', 'URLSearchParams', 'TextEncoder', 'TextDecoder']
            .concat(['structuredClone', 'atob', 'btoa'])
            .map((g) => [g, 'readonly']),
        ),
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
