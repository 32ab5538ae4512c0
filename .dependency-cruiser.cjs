// Import boundaries of the house rules (docs/architecture.md), checked by `npm run lint`.
// Tests and their helpers may reach across layers to set a scene; production code may not. Helpers
// and doubles live in one support folder per tier (backend/test-support, frontend/src/test-support, e2e/support). The
// benchmarks are development tools that start a server the way the tests do.
const TESTS = '(\\.test\\.tsx?$|^backend/test-support/|^frontend/src/test-support/|^backend/bench/|^e2e/)';

/**
 * A slice's manifest (backend/registry/manifest.ts) is its composition root, as app.ts was for every slice:
 * it hands its command routers their read lookups, so it may import the read side. Nothing but the
 * registry imports a manifest, so no other module reaches the read side through one.
 */
const MANIFEST = '^backend/(commands|projections)/.+/manifest\\.ts$';

/** A command slice's wiring, as opposed to its aggregate (events, state, evolve), which projections may read. */
const COMMAND_WIRING = '^backend/commands/.+/([^/]*routes|run|reconcile|recorder|telegram-[^/]*)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-stand-alone',
      comment: 'contracts is the shared source of truth for shapes; it imports nothing of the apps.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(backend|frontend|e2e)/' },
    },
    {
      name: 'commands-not-projections',
      comment:
        'The write side never imports the read side: a command router gets its read lookups through its factory (wired in backend/app.ts).',
      severity: 'error',
      from: { path: '^backend/commands/', pathNot: `${TESTS}|${MANIFEST}` },
      to: { path: '^backend/projections/' },
    },
    {
      name: 'commands-never-reach-projections',
      comment:
        'Not even through another module (http/session.ts once read the users projection for every command router): every read lookup a command needs is handed in by backend/app.ts as a typed function.',
      severity: 'error',
      from: { path: '^backend/commands/', pathNot: `${TESTS}|${MANIFEST}` },
      to: { path: '^backend/projections/', reachable: true },
    },
    {
      name: 'manifests-only-in-the-registry',
      comment:
        'A manifest wires its slice (routes with their read lookups, projections, background work); only the registry lists it, so the write side never reaches the read side through one.',
      severity: 'error',
      from: { pathNot: `${TESTS}|^backend/registry/slices\\.ts$` },
      to: { path: MANIFEST },
    },
    {
      name: 'http-reaches-neither-side',
      comment:
        'backend/http is the transport: sessions, limits, errors. It gets the session user and the login backoff as functions from backend/app.ts, so it reaches neither commands nor projections.',
      severity: 'error',
      from: { path: '^backend/http/', pathNot: TESTS },
      to: { path: '^backend/(commands|projections)/', reachable: true },
    },
    {
      name: 'projections-read-only-events',
      comment: 'Projections import contracts, core, other projections and the event types of an aggregate, never command wiring.',
      severity: 'error',
      from: { path: '^backend/projections/', pathNot: TESTS },
      to: { path: COMMAND_WIRING },
    },
    {
      name: 'projection-definitions-stay-small',
      comment: 'A projection definition depends on contracts, core, its own read side and aggregate event types only.',
      severity: 'error',
      from: { path: '^backend/projections/.+\\.projection\\.ts$' },
      to: {
        path: '^backend/',
        pathNot: '^backend/(core|projections)/|^backend/commands/[^/]+/[^/]+\\.ts$|^backend/commands/[^/]+/[^/]+/[^/]+\\.ts$',
      },
    },
    {
      name: 'integrations-only-at-the-edges',
      comment:
        "An outside service's adapter (backend/integrations/<service>) implements a port its slice declares; the slice's code uses the port, and only the composition (a manifest, the server, the CLI) picks the adapter.",
      severity: 'error',
      from: { path: '^backend/(commands|projections|core|http)/', pathNot: `${TESTS}|${MANIFEST}` },
      to: { path: '^backend/integrations/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import loop anywhere in the backend (type-only imports included): a loop is a module that cannot be understood, tested or moved alone (accounts had one: accounts → admin-users → recovery → accounts).',
      severity: 'error',
      from: { path: '^backend/' },
      to: { circular: true },
    },
    {
      name: 'no-cross-feature-imports',
      comment: 'A front-end feature never imports another; shared pieces live in lib/ or components/, composition in routes/.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'shared-ui-not-features',
      comment:
        'components/, lib/ and stores/ are shared by every slice, so they never reach a feature, not even through another ' +
        'file: a slice lends its pieces to the shell through a route (routes/ composes), never the other way round.',
      severity: 'error',
      from: { path: '^frontend/src/(components|lib|stores)/', pathNot: TESTS },
      to: { path: '^frontend/src/features/', reachable: true },
    },
    {
      name: 'ui-not-backend',
      comment: 'The UI talks to the backend over HTTP only.',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^backend/' },
    },
    {
      name: 'production-not-tests',
      comment: 'Test doubles and helpers never ship in production code.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { path: TESTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    // The front end's `@/` alias (frontend/tsconfig.json), read from the webpack-style file beside this one.
    webpackConfig: { fileName: '.dependency-cruiser.alias.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
  },
};
