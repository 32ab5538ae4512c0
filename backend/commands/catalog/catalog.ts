import type { Decider, DomainEvent } from '../../core/decider.js';
import { conflict, notFound } from '../../core/errors.js';

/**
 * The lifecycle every content item shares (cards, banners, sliding banners, companies):
 * created once, edited, its status switched, deleted for good. Each slice names its own
 * events (`CardCreated`, `BannerStatusChanged`, ...) and may add a rule on the merged fields.
 */
export interface CatalogNames<C extends string, U extends string, S extends string, D extends string> {
  created: C;
  updated: U;
  statusChanged: S;
  deleted: D;
}

/** The four event names of a catalog slice, from its prefix: `catalogEventNames('Card')` → `CardCreated`, ... */
export const catalogEventNames = <P extends string>(prefix: P) =>
  ({
    created: `${prefix}Created`,
    updated: `${prefix}Updated`,
    statusChanged: `${prefix}StatusChanged`,
    deleted: `${prefix}Deleted`,
  }) as const;

type AnyNames = CatalogNames<string, string, string, string>;
export type CatalogFields = { status: string } & Record<string, unknown>;

/**
 * The shape the four catalog events share, which the generic decider is written against. It is not a
 * slice's event type: each slice types its decider with `CatalogDecider<F, EventOf<its schemas>>`, which
 * compiles only while this shape and the contract's events are the same.
 */
export type CatalogEvent<N extends AnyNames, F extends CatalogFields> =
  | { type: N['created']; data: { id: string } & F }
  | { type: N['updated']; data: { id: string; changes: Partial<Omit<F, 'status'>> } }
  | { type: N['statusChanged']; data: { id: string; status: F['status'] } }
  | { type: N['deleted']; data: { id: string } };

export type CatalogCommand<F extends CatalogFields> =
  { type: 'Create'; id: string; fields: F } | { type: 'Update'; changes: Partial<F> } | { type: 'Delete' };

export type CatalogState<F extends CatalogFields> =
  { status: 'none' } | { status: 'live'; id: string; fields: F } | { status: 'deleted'; id: string };

/** A catalog slice's decider, typed by the slice's own events from `contracts`. */
export type CatalogDecider<F extends CatalogFields, E extends DomainEvent> = Decider<CatalogCommand<F>, E, CatalogState<F>>;

export interface CatalogOptions<N extends AnyNames, F extends CatalogFields> {
  names: N;
  /** Turkish texts: the item is missing, or its id is taken (only a retried create can hit that). */
  messages: { notFound: string; exists: string };
  /** A rule over the whole item after a create or an edit; throws a DomainError to refuse. */
  check?: (fields: F) => void;
}

export function catalogDecider<N extends AnyNames, F extends CatalogFields>(
  options: CatalogOptions<N, F>,
): Decider<CatalogCommand<F>, CatalogEvent<N, F>, CatalogState<F>> {
  const { names, messages, check } = options;
  type E = CatalogEvent<N, F>;

  // The names are type parameters, so comparing `event.type` cannot narrow the union: these guards do.
  const isCreated = (e: E): e is Extract<E, { data: { id: string } & F }> => e.type === names.created;
  const isUpdated = (e: E): e is Extract<E, { data: { changes: unknown } }> => e.type === names.updated;
  const isStatusChanged = (e: E): e is Extract<E, { data: { status: F['status'] } }> => e.type === names.statusChanged;

  function evolve(state: CatalogState<F>, event: E): CatalogState<F> {
    if (isCreated(event)) {
      // The created event's data is the item's fields and its id: the fields are the data without the id.
      const { id, ...fields } = event.data;
      return { status: 'live', id, fields: fields as F };
    }
    if (state.status !== 'live') return state;
    if (isUpdated(event)) return { ...state, fields: { ...state.fields, ...event.data.changes } };
    if (isStatusChanged(event)) return { ...state, fields: { ...state.fields, status: event.data.status } };
    if (event.type === names.deleted) return { status: 'deleted', id: state.id };
    return state;
  }

  function update(state: Extract<CatalogState<F>, { status: 'live' }>, changes: Partial<F>): E[] {
    const changed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      if (key !== 'status' && value !== undefined && value !== state.fields[key]) changed[key] = value;
    }
    const status = changes.status !== undefined && changes.status !== state.fields.status ? changes.status : undefined;
    check?.({ ...state.fields, ...changed, ...(status ? { status } : {}) });
    const events: E[] = [];
    if (Object.keys(changed).length > 0) {
      events.push({ type: names.updated, data: { id: state.id, changes: changed as Partial<Omit<F, 'status'>> } });
    }
    if (status !== undefined) events.push({ type: names.statusChanged, data: { id: state.id, status } });
    return events;
  }

  return {
    initialState: () => ({ status: 'none' }),
    evolve,
    decide(command, state) {
      switch (command.type) {
        case 'Create':
          if (state.status !== 'none') throw conflict(messages.exists);
          check?.(command.fields);
          return [{ type: names.created, data: { id: command.id, ...command.fields } }];
        case 'Update':
          if (state.status !== 'live') throw notFound(messages.notFound);
          return update(state, command.changes);
        case 'Delete':
          if (state.status !== 'live') throw notFound(messages.notFound);
          return [{ type: names.deleted, data: { id: state.id } }];
        default: {
          const unknown: never = command;
          throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
        }
      }
    },
  };
}
