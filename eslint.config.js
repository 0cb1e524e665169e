import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importBoundaries } from './scripts/eslint/import-boundaries.js'
import { marketLiterals } from './scripts/eslint/market-literals.js'

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'src/route-tree.gen.ts', 'dev-dist', 'data', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { project: { rules: { 'import-boundaries': importBoundaries, 'market-literals': marketLiterals } } },
    rules: {
      'project/import-boundaries': 'error',
      'project/market-literals': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
)
