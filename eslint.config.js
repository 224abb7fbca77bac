// ESLint flat config: TypeScript (typed rules off for speed), React hooks, and jsx-a11y for the
// accessibility rules that can be checked in source. Formatting is Prettier's job.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers of src, bottom to top (docs/architecture.md, "Layers and folders"): a module may
// import from its own layer and the ones below, never from one above, so the content's rules
// never depend on how a page is drawn or shipped. Tests, scripts and astro.config.ts sit outside
// and may import anything.
const LAYERS = [
  ['schemas'],
  ['config', 'i18n'],
  ['lib/domain'],
  ['lib/build', 'lib/browser', 'integrations', 'delivery', 'cms', 'search'],
  ['components'],
  ['screens'],
  ['layouts', 'page-types', 'pages'],
];
// Browser code is shipped to visitors, so it may not reach the build's Node-only helpers either.
const NODE_ONLY = ['lib/build', 'integrations', 'cms'];

const deliveryFromOutside = {
  group: ['**/delivery/*'],
  message: 'Import from src/delivery (its index.ts), not from its files.',
};

/**
 * A relative import into one of `folders`, matched by their last segment followed by a slash (a
 * file may share a folder's name, as config/cms.ts does); src/delivery is also imported whole.
 */
function importInto(folders, why) {
  const names = folders.map((folder) => folder.split('/').at(-1)).join('|');
  const whole = folders.includes('delivery') ? '|delivery$' : '';
  return { regex: `^\\.\\.?/(?:.*/)?(?:(?:${names})/${whole})`, message: why };
}

const layerRules = LAYERS.flatMap((layer, rank) => {
  const above = LAYERS.slice(rank + 1).flat();
  return layer.map((folder) => {
    const patterns = [];
    if (above.length > 0) {
      patterns.push(
        importInto(above, `src/${folder} may not import from a layer above its own (${above.join(', ')}).`),
      );
    }
    if (folder === 'lib/browser') {
      patterns.push(importInto(NODE_ONLY, 'Browser code may not import build-time (Node-only) code.'));
    }
    if (folder !== 'delivery') patterns.push(deliveryFromOutside);
    return {
      files: [`src/${folder}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
});

export default defineConfig(
  { ignores: ['dist/', 'dist-fixture/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The delivery machinery is used through its interface only (src/delivery/index.ts), so what
    // the site says never depends on how its bytes are shipped (docs/decisions/0019).
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    ignores: ['src/delivery/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [deliveryFromOutside],
        },
      ],
    },
  },
  ...layerRules,
  {
    files: ['**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
