// One lint setup for the whole monorepo.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import vitest from '@vitest/eslint-plugin';

// Import boundaries (docs/decisions/0017-import-boundaries.md). One rule, three reaches:
// - a service (or the gateway) imports another package only through its entry: @homepact/proto,
//   @homepact/legal, @homepact/kit and kit's subpaths; never another service, never a src/ path;
// - domain/ is pure: no adapter (web framework, database, broker, mail, AI, browser, sockets, files)
//   and not the @homepact/kit barrel (it loads fastify, ioredis and the OpenTelemetry SDK): only
//   kit's pure subpaths such as @homepact/kit/errors;
// - the web app imports only @homepact/proto and @homepact/legal.
const SERVICES = ['identity', 'contracts', 'ai', 'documents', 'notifications', 'admin', 'gateway', 'web'];
const PACKAGE_DIRS = [...SERVICES, 'kit', 'legal', 'proto'].join('|');
const crossPackage = {
  regex: `^(\\.\\./)+(services/)?(${PACKAGE_DIRS})/`,
  message: 'Import another package through its name (@homepact/...), not a relative path into its folder.',
};
const packageInternals = {
  group: ['@homepact/*/src', '@homepact/*/src/**'],
  message: 'Import a package through its entry or its declared subpaths, not its src/ files.',
};
const otherServices = {
  group: SERVICES.map((s) => `@homepact/${s}`),
  message: 'A service talks to another over HTTP or events; share code through @homepact/proto, @homepact/legal or @homepact/kit.',
};
// domain/ is an allow-list: it may load only what computes. Anything else (an adapter, a file, a socket,
// the kit barrel, a kit subpath that starts servers or the OpenTelemetry SDK) is I/O and belongs in a
// use-case, a store or an adapter. A type may come from anywhere: `import type` loads nothing.
const DOMAIN_MAY_LOAD = [
  '@homepact/proto',
  '@homepact/legal',
  '@homepact/kit/errors',
  '@homepact/kit/backoff',
  '@homepact/kit/read-model-version',
  '@homepact/kit/limits',
  '@homepact/kit/config',
  '@homepact/kit/text-seal',
  'zod',
  // An in-memory data structure: computes, does no I/O.
  'lru-cache',
  'node:crypto',
];
const domainAllowList = {
  regex: `^(?!\\.{1,2}/|(?:${DOMAIN_MAY_LOAD.map((m) => m.replace(/[/.]/g, '\\$&')).join('|')})$)`,
  allowTypeImports: true,
  message: `domain/ is pure: it may load only ${DOMAIN_MAY_LOAD.join(', ')} and its own files (type imports from anywhere). Do the I/O in a use-case, a store or an adapter and pass the result in.`,
};
// Repositories only (docs/decisions/0026-typed-store-and-repositories.md): in these services, use-cases and
// routes reach the data through the repositories in src/store/ (intent-named methods that own the Mongo
// operators, the outbox fields and the counters), never the collections module or kit's store port values.
// Type imports stay allowed (a use-case may name ContractStored). When a service's use-cases and routes call
// only repositories, add its folder name to this list (and nowhere else):
const REPOSITORY_ONLY_SERVICES = ['contracts', 'admin', 'notifications', 'identity', 'ai', 'documents'];
const storeCollections = {
  group: ['**/store/collections', '**/store/collections.ts'],
  allowTypeImports: true,
  message: 'Use-cases and routes call the repositories (src/store/*-repository.ts), not the collections.',
};
const kitStorePort = {
  group: ['@homepact/kit/store'],
  allowTypeImports: true,
  message: 'Use-cases and routes call the repositories (src/store/*-repository.ts), not the store port.',
};
const kitStoreValues = {
  group: ['@homepact/kit', '@homepact/kit/events'],
  importNames: ['createStore', 'createEmbeddedStore', 'applyRetention', 'outbox', 'republishAggregates'],
  allowTypeImports: true,
  message: 'Use-cases and routes call the repositories (src/store/*-repository.ts); the outbox fields and store writes are theirs.',
};

// Tests keep to the same boundaries: a package's tests import that package (relative paths or its name),
// and of the others only what the package itself may use, through their entries and declared subpaths
// (@homepact/kit/testing, @homepact/legal/testing, @homepact/proto/testing for shared fixtures). Never
// another service, never another package's test/ or src/ files. A test that needs several services runs
// the embedded stack (scripts/stack.ts) or lives in tests/.
const MAY_USE = {
  proto: ['proto'],
  legal: ['legal', 'proto'],
  kit: ['kit', 'proto'],
  ...Object.fromEntries(SERVICES.filter((s) => s !== 'web').map((s) => [s, [s, 'kit', 'proto', 'legal']])),
};
const packageDir = (name) => (name === 'gateway' || name === 'proto' ? name : `services/${name}`);
const testFiles = (dir) => [`${dir}/test/**/*.{ts,tsx}`, `${dir}/src/**/*.test.{ts,tsx}`];
const onlyPackages = (allowed, who) => ({
  group: ['@homepact/*', ...allowed.flatMap((p) => [`!@homepact/${p}`, `!@homepact/${p}/*`])],
  message: `${who} import only ${allowed.map((p) => `@homepact/${p}`).join(', ')} (and their declared subpaths).`,
});
const testBoundaries = (name, allowed = MAY_USE[name]) => ({
  'no-restricted-imports': ['error', { patterns: [crossPackage, packageInternals, onlyPackages(allowed, `${name}'s tests`)] }],
});

// The web app imports only @homepact/proto and @homepact/legal.
const webPatterns = [
  crossPackage,
  packageInternals,
  {
    group: ['@homepact/*', '!@homepact/proto', '!@homepact/legal'],
    message: 'The web app imports only @homepact/proto and @homepact/legal.',
  },
];
const rawApiCalls = {
  group: ['**/api/http', '**/api/http.ts'],
  importNames: ['apiRequest', 'apiUpload', 'requestJson', 'parseAnswer'],
  message: 'Screens call the API through web/src/api/<resource>.ts (query options and mutation functions), not apiRequest.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'artifacts/**', '.data/**', 'backups/**', 'charts/**', 'k8s/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Test doubles and JSON answers are typed loosely on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules that catch real bugs: promises nobody awaits or handles, promises passed where a
    // callback's result is ignored, awaiting what is not a promise, assertions the types already prove.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // React Router's navigate and setSearchParams return a promise only under data routers; nothing to await.
          allowForKnownSafeCalls: [
            { from: 'package', name: ['NavigateFunction', 'SetURLSearchParams'], package: 'react-router' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests must assert something, and always the same thing: no assertions behind an if, no focused or
    // silently skipped tests, no two tests with one name.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'web/e2e/**/*.ts', 'tests/**/*.ts', 'services/kit/src/testing/**/*.ts'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assert*', 'check*', '**.waitFor', '**.waitFor*', 'continueTo'] },
      ],
      'vitest/no-conditional-expect': 'error',
      'vitest/no-identical-title': 'error',
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
    },
  },
  {
    files: ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossPackage, packageInternals, otherServices] }] },
  },
  {
    files: ['services/*/src/domain/**/*.ts', 'gateway/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [crossPackage, packageInternals, otherServices, domainAllowList] }],
    },
  },
  {
    files: REPOSITORY_ONLY_SERVICES.flatMap((s) => [`services/${s}/src/use-cases/**/*.ts`, `services/${s}/src/routes/**/*.ts`]),
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [crossPackage, packageInternals, otherServices, storeCollections, kitStorePort, kitStoreValues] },
      ],
    },
  },
  // A digest of bytes in memory is crypto's one-shot hash(): each createHash() object is a native object with a weak
  // handle that every young-generation GC has to process (~0.7 µs each), which made the scavenges under the dashboard's
  // load pause 25-38 ms (docs/performance.md, "Scavenges and weak handles"). createHash stays for streams (scripts/backup).
  {
    files: ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='createHash']",
          message: "Digest in-memory data with crypto's one-shot hash(): a Hash object per call is a weak handle every scavenge processes.",
        },
      ],
    },
  },
  ...Object.keys(MAY_USE).map((name) => ({ files: testFiles(packageDir(name)), rules: testBoundaries(name) })),
  // The browser journeys start the whole stack (scripts/stack.ts) and use what the web app may use.
  { files: ['web/e2e/**/*.ts'], rules: testBoundaries('web/e2e', ['proto', 'legal']) },
  // Cross-service tests (tests/) may build any service, through its entry only: no src/ or test/ paths.
  { files: ['tests/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [crossPackage, packageInternals] }] } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webPatterns }] },
  },
  // The web's data layer (docs/decisions/0027-web-data-layer-in-src-api.md): screens call the API through
  // web/src/api/<resource>.ts (query options and mutation functions, answers parsed with proto's schemas),
  // never with the raw request helpers or fetch; only web/src/api/ and lib/'s internals use those.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/api/**',
      'web/src/lib/**',
      'web/src/**/*.test.{ts,tsx}',
      'web/src/test-utils.tsx',
      'web/src/pages/**/test*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...webPatterns, rawApiCalls] }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through web/src/api/<resource>.ts (a query option or a mutation function), not fetch.' },
      ],
    },
  },
);
