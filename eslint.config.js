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
    },
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
