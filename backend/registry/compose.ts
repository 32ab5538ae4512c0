import type { Projection } from '../core/projections/projection.js';
import type { Deps } from '../core/deps.js';
import type { Config } from '../env.js';
import { type Operation, siteOperations } from '../http/openapi/operations.js';
import type { Log, SliceContext, Stop } from './manifest.js';
import { slices } from './slices.js';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';

/** What the registry's slices add up to, for the app, the runner, the OpenAPI document and the server. */

/** Every read model of the app; the runner keeps each one up to date from the log. */
export const allProjections: Projection[] = slices.flatMap((s) => s.projections ?? []);

/** Every route's OpenAPI entry: the site's own and each slice's. */
export const operations: Record<string, Operation> = Object.fromEntries(
  [siteOperations, ...slices.map((s) => s.operations ?? {})].flatMap((ops) => Object.entries(ops)),
);

/** Mounts every slice's routers on the API, in the registry's order. */
export function mountSlices(api: Hono<AppEnv>, ctx: SliceContext) {
  for (const slice of slices) slice.routes?.(api, ctx);
}

/** The pages' head links and viewport metas the slices give (the SPA's server-rendered parts). */
export function pageParts(deps: Deps) {
  const parts = slices.map((s) => s.pages?.(deps) ?? {});
  return {
    headLinks: Object.fromEntries(parts.flatMap((p) => Object.entries(p.headLinks ?? {}))),
    viewports: Object.fromEntries(parts.flatMap((p) => Object.entries(p.viewports ?? {}))),
  };
}

/** Runs every slice's start-up work and reconcilers, one slice after the other; answers how to stop them all. */
export async function startSliceBackground(deps: Deps, config: Config, log: Log): Promise<Stop> {
  const stops: Stop[] = [];
  for (const slice of slices) if (slice.background) stops.push(await slice.background(deps, config, log));
  return async () => {
    for (const stop of stops) await stop();
  };
}
