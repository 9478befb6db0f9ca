// The shape of the code, checked in CI (`pnpm lint:deps`). docs/architecture.md says why.
//
// packages/core/src holds five contexts, each a top-level folder, and each context holds
// domains (a folder each; products and jobs are one domain apiece). Imports point one way:
//   integration -> jobs -> products -> catalog -> platform, and identity -> platform.
// Across domains, code imports only a domain's face, its index.ts; a domain's repository,
// SQL and mappers are its own. The package's entries (src/index.ts, schemas.ts, testing.ts)
// compose the package's API from the domains and stand outside these rules.
const CORE = '^packages/core/src/';
const ENTRIES = `${CORE}(index|schemas|testing)\\.ts$`;
/** A schema module: zod shapes, the second face of a domain, safe for the console's bundle. */
const SCHEMAS = '/schemas\\.ts$';
/**
 * The shapes of a connection's config and credentials: zod only, like a schemas module, and the
 * contract the transports, the channel jobs and the console's forms read (a second face).
 */
const CONNECTION_SHAPES = `${CORE}integration/connections/config\\.ts$`;

/** A context may not import these contexts. */
const below = (context, forbidden, comment) => ({
  name: `${context}-imports-down-only`,
  comment,
  severity: 'error',
  from: { path: `${CORE}${context}/` },
  to: { path: `${CORE}(${forbidden.join('|')})/` },
});

/** A one-domain context (products, jobs) is reached only through its index.ts. */
const wholeFace = (context) => ({
  name: `${context}-through-its-face`,
  comment: `Outside ${context}/, import only ${context}/index.ts, its face.`,
  severity: 'error',
  from: { path: CORE, pathNot: [`${CORE}${context}/`, ENTRIES, SCHEMAS] },
  to: { path: `${CORE}${context}/`, pathNot: [`${CORE}${context}/index\\.ts$`, SCHEMAS] },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles: a module never depends, through others, on itself.',
      severity: 'error',
      from: { path: '^(packages|apps)/' },
      to: { circular: true },
    },
    below(
      'platform',
      ['identity', 'catalog', 'products', 'jobs', 'integration'],
      'platform is the floor: errors, shared pieces, access, limits. It imports no context.',
    ),
    below(
      'identity',
      ['catalog', 'products', 'jobs', 'integration'],
      'identity stands on platform alone.',
    ),
    below(
      'catalog',
      ['identity', 'products', 'jobs', 'integration'],
      'The catalog stands on platform; what it does to products goes through product-hooks.ts.',
    ),
    below(
      'products',
      ['identity', 'jobs', 'integration'],
      'Products stand on the catalog and platform.',
    ),
    below(
      'jobs',
      ['identity', 'integration'],
      'Jobs run catalog and product work; identity is not theirs; integration registers its kinds.',
    ),
    below(
      'integration',
      ['identity'],
      'Integration delivers the catalog and products through jobs; identity is not its business.',
    ),
    {
      name: 'domain-through-its-face',
      comment:
        'Across domains of platform, identity, catalog and integration, import only the index.ts of the ' +
        "other domain: its repository, SQL and mappers are that domain's own.",
      severity: 'error',
      from: { path: `${CORE}([^/]+/[^/.]+)`, pathNot: [ENTRIES, SCHEMAS] },
      to: {
        path: `${CORE}(platform|identity|catalog|integration)/[^/]+/`,
        pathNot: [`${CORE}$1/`, '/index\\.ts$', SCHEMAS, CONNECTION_SHAPES],
      },
    },
    {
      name: 'schemas-stay-client-safe',
      comment:
        "A domain's schemas.ts is its second face: its zod shapes, which the console bundles " +
        '(@pim/core/schemas). It imports other schema modules and the zod building blocks of ' +
        'platform/shared, never a face (which would pull services, Prisma and argon2 in).',
      severity: 'error',
      from: { path: `${CORE}([^/]+/[^/.]+)/schemas\\.ts$` },
      to: {
        path: CORE,
        pathNot: [
          SCHEMAS,
          `${CORE}platform/shared/(list|dto|cursor)\\.ts$`,
          `${CORE}platform/(limits|errors/app-error)\\.ts$`,
          `${CORE}$1/(?!index\\.ts$|service\\.ts$|repository\\.ts$|sql\\.ts$)[^/]+\\.ts$`,
        ],
      },
    },
    wholeFace('products'),
    wholeFace('jobs'),
    {
      name: 'apps-through-the-package',
      comment: 'The API and the console use @pim/core through its entries, never its files.',
      severity: 'error',
      from: { path: '^apps/' },
      to: {
        path: CORE,
        pathNot: `${CORE}(index|schemas|testing|platform/limits|platform/console-hop)\\.ts$`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.next/', 'dist/', 'generated/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
