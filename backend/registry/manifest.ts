import type { ContractSlice } from '@app/contracts';
import type { Hono } from 'hono';
import type { AppOptions } from '../app-options.js';
import type { Deps } from '../core/deps.js';
import type { Projection } from '../core/projections/projection.js';
import type { Config } from '../env.js';
import type { AppEnv } from '../http/app-env.js';
import type { Operation } from '../http/openapi/operations.js';

export type Log = Pick<Console, 'info' | 'error'>;

/** What a slice's routes are built with: the app's stores and the options it was started with. */
export interface SliceContext {
  deps: Deps;
  options: AppOptions;
}

/** Stops what a slice started in the background (a reconciler's timer); awaited when the server closes. */
export type Stop = () => Promise<void>;

/**
 * Everything one backend slice brings to the site, in one module (`manifest.ts` in the slice's folder),
 * listed once in `backend/registry/slices.ts`. The app mounts the routes, the projection runner keeps
 * the projections, the OpenAPI document describes the operations, the catalogue and the privacy
 * boundary read the contract groups, and the server starts the background work, all from that list.
 *
 * A manifest is the slice's composition root, as `app.ts` was for every slice: it may import both its
 * write side and its read side (handing the read lookups to its command routers), and nothing but the
 * registry imports it (dependency-cruiser: `manifests-only-in-the-registry`).
 */
export interface SliceManifest {
  /** The slice's folder name. */
  name: string;
  /** Its event groups in contracts (schemas, streams, personal data, upcasters): `contracts/src/<slice>/slice.ts`. */
  contracts?: readonly ContractSlice[];
  /** Its read models, kept by the projection runner. */
  projections?: readonly Projection[];
  /** Mounts its routers on the API (`/api`): query routers before command routers under one path. */
  routes?: (api: Hono<AppEnv>, ctx: SliceContext) => void;
  /** What the OpenAPI document says of each route it mounts (`METHOD /api/path`). */
  operations?: Readonly<Record<string, Operation>>;
  /** What the server's pages get from its read models: links and viewport metas per page path. */
  pages?: (deps: Deps) => {
    headLinks?: Record<string, () => Promise<string>>;
    viewports?: Record<string, () => Promise<string>>;
  };
  /**
   * Start-up work and reconcilers, run once for the whole site (ROLE=all or ROLE=projector): work a crash
   * cut in half is finished, timers started; it answers how to stop them.
   */
  background?: (deps: Deps, config: Config, log: Log) => Stop | Promise<Stop>;
}
