// ESLint finds mistakes; Prettier does the formatting. `nx run-many -t lint` runs it per project.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { frontendLayers } from './infra/eslint/frontend-layers.mjs';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tools/**',
      '.nx/**',
      'coverage/**',
      'test-results/**',
      'proto/src/gen/**',
    ],
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    rules: {
      // The TypeScript version of the rule understands types; the core one would report twice in .mjs/.cjs.
      'no-unused-vars': 'off',
      // `_name` marks a parameter kept for its position; `{ dropped, ...rest }` is how a key is left out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },

  // Plain JavaScript is configuration and scripts run by Node: CommonJS in .cjs, modules in .mjs.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },

  // Components live in .tsx, custom hooks (useX.ts) in .ts: both follow the rules of hooks.
  {
    files: ['frontend/**/*.tsx', 'frontend/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },

  // Nx tags: contracts import nothing of ours; the shared lib only contracts; services, gateway and
  // frontend import contracts and shared, never each other.
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          // nest-kit's integration tests start the mailer in-process, so the project graph holds
          // nest-kit -> mailer next to mailer -> nest-kit. That edge comes only from test/, which the
          // rule is off for below; it must not make every nest-kit import in the mailer a "cycle".
          ignoredCircularDependencies: [['nest-kit', 'mailer']],
          depConstraints: [
            { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: ['scope:contracts'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:shared'] },
            { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:shared'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:shared'] },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:shared'] },
            // Operator commands (infra/admin) call services through the contracts and nest-kit's client.
            { sourceTag: 'scope:infra', onlyDependOnLibsWithTags: ['scope:contracts', 'scope:shared'] },
          ],
        },
      ],
    },
  },

  // Integration and browser tests run the real thing: the gateway's tests start every service from its
  // definition (`../../services/<name>/src/...`) and nest-kit's tests start the mailer, in-process. That is
  // wiring a test needs, not a dependency of the code under test, so the boundaries rule is off for
  // test folders and e2e only; everything under src/ stays checked, spec files included.
  {
    files: ['**/test/**', 'e2e/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },

  // The front end's layers: imports only downward, other slices only through their index.ts.
  ...frontendLayers,
);
