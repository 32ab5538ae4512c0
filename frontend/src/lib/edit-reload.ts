import { createContext, useContext } from 'react';

/**
 * How an edit dialog gets the record again after its save was refused as stale (412, issue 41): the
 * page that opened it refetches its list and hands the dialog the fresh record, which starts the form
 * over. Provided by the admin list pages; a dialog outside one offers no reload.
 */
export const EditReload = createContext<(() => Promise<void>) | null>(null);
export const useEditReload = () => useContext(EditReload);

/** The record with this id in a freshly fetched list, or the one held if it is gone from it. */
export const freshRecord = <T extends { id: string }>(list: readonly T[] | undefined, held: T | null) =>
  (held && list?.find((i) => i.id === held.id)) ?? held;
