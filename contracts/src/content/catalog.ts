import { z } from 'zod';
import { Revision } from '../common.js';
import { EntityId } from './index.js';

/**
 * What the catalog slices (cards, banners, sliding banners, companies) share beyond their own fields:
 * one lifecycle (created, edited, its status switched, deleted) and, but for cards, one pair of
 * answers. Each slice declares the fields its events store; the rest is made here, so the slices
 * cannot drift apart.
 */
type ItemShape = z.core.$ZodShape & { status: z.ZodType };
type Id = { id: typeof EntityId };
/** The fields but the status, each optional: what an edit changed. */
type Changes<S extends ItemShape> = z.ZodObject<{ [K in Exclude<keyof S, 'status'>]: z.ZodOptional<S[K]> }>;

// A type, not an interface: `Object.entries` below needs it indexable.
type Lifecycle<S extends ItemShape> = {
  Created: z.ZodObject<S & Id>;
  /** Only the fields that changed; status changes have their own event. */
  Updated: z.ZodObject<Id & { changes: Changes<S> }>;
  StatusChanged: z.ZodObject<Id & { status: S['status'] }>;
  Deleted: z.ZodObject<Id>;
};

// zod cannot type `omit` or `extend` over a shape it does not know yet, hence the two casts; the
// declared types say what comes out, and the backend's catalog decider compiles only while they
// match its events.
const withoutStatus = <S extends ItemShape>(fields: z.ZodObject<S>) =>
  fields.omit({ status: true } as never) as unknown as z.ZodObject<Omit<S, 'status'>>;

const lifecycle = <S extends ItemShape>(fields: z.ZodObject<S>): Lifecycle<S> => ({
  Created: fields.extend({ id: EntityId }) as Lifecycle<S>['Created'],
  Updated: z.object({ id: EntityId, changes: withoutStatus(fields).partial() }),
  StatusChanged: z.object({ id: EntityId, status: fields.shape.status }),
  Deleted: z.object({ id: EntityId }),
});

/**
 * The four event schemas of a catalog slice, named by its prefix: `catalogEventSchemas('Banner', …)`
 * gives `BannerCreated`, `BannerUpdated`, `BannerStatusChanged`, `BannerDeleted` (in that order, which
 * the event catalogue keeps).
 */
export function catalogEventSchemas<P extends string, S extends ItemShape>(prefix: P, fields: z.ZodObject<S>) {
  const named = Object.entries<z.ZodType>(lifecycle(fields)).map(([event, schema]) => [`${prefix}${event}`, schema]);
  return Object.fromEntries(named) as { [K in keyof Lifecycle<S> as `${P}${K}`]: Lifecycle<S>[K] };
}

/**
 * A catalog item as visitors get it (no status: they only ever see live items) and as staff get it
 * (with when it was created and last changed, and the revision an edit sends back), each with its list.
 */
export function catalogAnswerSchemas<S extends ItemShape>(fields: z.ZodObject<S>) {
  const Public = withoutStatus(fields).extend({ id: z.string() });
  const Admin = fields.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string(), revision: Revision });
  return { Public, PublicList: z.array(Public), Admin, AdminList: z.array(Admin) };
}
