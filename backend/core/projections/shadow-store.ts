import type { Collection, Doc, ReadStore } from '../read-store/read-store.js';
import { CHECKPOINTS } from './checkpoints.js';

/** The suffix of the collections a rebuild fills before it swaps them in. */
export const SHADOW = '__rebuild';

/**
 * The read store as a rebuild sees it: the collections of the projections it rebuilds (and their
 * checkpoints) are shadow collections beside the live ones, which the site keeps reading meanwhile;
 * every other collection is the live one. `swap` then puts each shadow in its live collection's place.
 *
 * It has no `persist`: the rebuild's caller persists the live store once, after the swap. Persisting the
 * shadows before it (the replay's own commit) wrote every document of an embedded store twice, under the
 * shadow name and then the live one, and deleted the first copy again (a sixth of a rebuild's CPU time). A
 * rebuild stopped before the swap leaves the file as it was, the old read models with their checkpoints.
 */
export class ShadowStore implements ReadStore {
  private readonly shadowed: Set<string>;
  /** Each name's handle, made once: projections ask for their collections at every event of a replay. */
  private readonly handles = new Map<string, Collection>();
  readonly ensureIndexes?: ReadStore['ensureIndexes'];

  constructor(
    private readonly live: ReadStore,
    collections: Iterable<string>,
  ) {
    this.shadowed = new Set([...collections, CHECKPOINTS]);
    if (live.ensureIndexes) this.ensureIndexes = (c, indexes) => live.ensureIndexes!(this.nameOf(c), indexes);
  }

  nameOf(name: string): string {
    return this.shadowed.has(name) ? `${name}${SHADOW}` : name;
  }

  collection<T extends Doc>(name: string): Collection<T> {
    let c = this.handles.get(name);
    if (!c) this.handles.set(name, (c = this.live.collection(this.nameOf(name))));
    return c as unknown as Collection<T>;
  }

  listCollections() {
    return this.live.listCollections();
  }

  dropCollection(name: string) {
    return this.live.dropCollection(this.nameOf(name));
  }

  rename(from: string, to: string) {
    return this.live.rename(this.nameOf(from), this.nameOf(to));
  }

  /** Removes what an interrupted rebuild left behind, so this one starts from empty shadows. */
  async clear() {
    for (const name of this.shadowed) await this.live.dropCollection(this.nameOf(name));
  }

  /** Puts the shadows of `collections` in the live ones' place (each replaced in one step for its readers). */
  async swap(collections: Iterable<string>) {
    for (const name of collections) await this.live.rename(this.nameOf(name), name);
  }

  /** The live store stays open: the rebuild's caller owns it. */
  async close() {}
}
