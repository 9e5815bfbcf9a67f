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
      name: 'module-to-other-module-tables',
      comment: "A module may call another module's service, never its tables.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/[^/]+/tables\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'platform-to-modules',
      comment: 'Platform adapters know nothing of the domain (the Drizzle schema list is the one exception).',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: '^apps/server/src/platform/db/schema\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
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
    exclude: { path: '(^|/)(dist|node_modules|gql|generated)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'default'], exportsFields: ['exports'] },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
