/** Import boundaries of the house rules (docs/architecture.md). `npm run deps:check` enforces them. */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-other-feature',
      comment: 'Features do not import each other; share through components/, lib/ or packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-to-app',
      comment: 'Imports run one way: shared → features → app.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-foundation-upwards',
      comment: 'lib/ and components/ are the bottom layer: they know no feature and no app code.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-to-server',
      comment: 'The web app talks to the server over GraphQL only.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-to-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'module-to-other-module-internals',
      comment:
        "A module's index.ts (its manifest) is its public API: other modules import nothing else of it, " +
        'so its tables, services and commands can change freely. Tests may reach in.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/', pathNot: ['^apps/server/src/modules/$1/', '/index\\.ts$'] },
    },
    {
      name: 'conversations-to-tools',
      comment:
        'The chat imports no tool: tools plug into it through their manifests (chat subjects, note ' +
        'generators; ADR 019) and start conversations through its index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/conversations/' },
      to: { path: '^apps/server/src/modules/(quizzes|essays|testsolver|wordbases|exercises|tutors)/' },
    },
    {
      name: 'outside-to-module-internals',
      comment:
        'Code outside the modules (graphql/, http/, cli/, the runtime) uses a module through its index.ts. ' +
        'Generated resolver types name mapper types in place; the actor type names the users row.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '^apps/server/src/modules/',
          '^apps/server/src/testing/',
          '^apps/server/src/graphql/generated/',
          '^apps/server/src/core/actor\\.ts$',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '/index\\.ts$' },
    },
    {
      name: 'production-to-testing',
      comment:
        "Test support (src/testing/, a module's testing/ folder: fake models, typed test documents) is " +
        'for tests, e2e and bench only: no production file imports it (the build leaves it out).',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/testing/', '^apps/server/src/modules/[^/]+/testing/', '\\.test\\.ts$'],
      },
      to: { path: ['^apps/server/src/testing/', '^apps/server/src/modules/[^/]+/testing/'] },
    },
    {
      name: 'platform-to-modules',
      comment: 'Platform adapters know nothing of the domain.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/(modules|core)/' },
    },
    {
      name: 'core-to-modules',
      comment:
        'core/ (domain errors, actor, input, manifests) is below every module; it names only the users row type.',
      severity: 'error',
      from: { path: '^apps/server/src/core/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/users/tables\\.ts$' },
    },
    {
      name: 'shared-to-apps',
      comment: 'packages/shared is used by both apps and depends on neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-[^/]+|node_modules|gql|generated)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'default'], exportsFields: ['exports'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
