import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { isStaleEdit } from './api-client';
import { type ContractFormOptions, useContractForm } from './contract-form';
import { useEditReload } from './edit-reload';
import { toast } from './toast';

type Mutation<V> = Pick<UseMutationResult<unknown, Error, V>, 'mutate' | 'isPending'>;

interface ItemFormOptions<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>, P> extends ContractFormOptions<V, S> {
  /** null: the form creates (POST); an item: the form edits it (PATCH), checked against its revision. */
  item: { id: string; revision?: number } | null;
  /** The catalog's hooks (`catalogMutations`); the update's body is a partial one, an edit sends every field. */
  mutations: {
    useCreate: () => Mutation<z.input<S>>;
    useUpdate: () => Mutation<{ id: string; body: P; revision?: number }>;
  };
  /** The 'Başarılı' toast's text after each, e.g. 'Firma oluşturuldu' / 'Firma güncellendi'. */
  created: string;
  updated: string;
  /** After a save: close the dialog, go back to the list. */
  done: () => void;
}

/** A save refused because the record changed meanwhile: the server's message, and how to get the record again. */
export interface StaleEdit {
  message: string;
  /** Absent when nothing on the page can fetch the record again (then only closing the dialog helps). */
  onReload?: () => void;
  reloading: boolean;
}

/** The 412 of an edit (issue 41): kept for the dialog until the record is reloaded or the dialog starts over. */
export function useStaleEdit(item: unknown, open: boolean | undefined) {
  const reload = useEditReload();
  const [stale, setStale] = useState<{ message: string; item: unknown; reloading: boolean } | null>(null);
  // A new record (the reload's answer) or a dialog opened again: the notice belongs to the old one.
  const current = stale && stale.item === item && open ? stale : null;
  const notice: StaleEdit | null = current && {
    message: current.message,
    reloading: current.reloading,
    onReload: reload
      ? () => {
          setStale({ ...current, reloading: true });
          void reload().finally(() => setStale(null));
        }
      : undefined,
  };
  return { notice, refused: (message: string) => setStale({ message, item, reloading: false }) };
}

/**
 * An admin create/edit form over a contract: POST when nothing is edited, else PATCH the item with the
 * revision it was read at (If-Match); then the success toast and `done`. A stale edit (412) leaves the
 * dialog open with the server's message and an offer to reload the record. Returns the form and the
 * props its `FormDialog` (or submit button) needs.
 */
export function useItemForm<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>, P>(
  schema: S,
  { item, mutations, created, updated, done, ...formOptions }: ItemFormOptions<V, S, P>,
) {
  const create = mutations.useCreate();
  const update = mutations.useUpdate();
  const f = useContractForm(schema, { ...formOptions, editing: item });
  const stale = useStaleEdit(item, formOptions.open);
  const succeeded = (description: string) => () => {
    toast.success('Başarılı', { description });
    done();
  };
  const onSubmit = f.onSubmit((body) => {
    const onError = (failure: Error) => {
      if (isStaleEdit(failure)) stale.refused(failure.message);
      f.showServerErrors(failure);
    };
    if (item)
      update.mutate({ id: item.id, body: body as P, revision: item.revision }, { onSuccess: succeeded(updated), onError });
    else create.mutate(body, { onSuccess: succeeded(created), onError });
  });
  const pending = create.isPending || update.isPending;
  const submitLabel = item ? 'Güncelle' : 'Oluştur';
  return { f, form: { open: !!formOptions.open, onClose: done, pending, onSubmit, submitLabel, stale: stale.notice } };
}
