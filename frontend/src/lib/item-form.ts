import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { type ContractFormOptions, useContractForm } from './contract-form';
import { toast } from './toast';

type Mutation<V> = Pick<UseMutationResult<unknown, Error, V>, 'mutate' | 'isPending'>;

interface ItemFormOptions<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>, P> extends ContractFormOptions<V, S> {
  /** null: the form creates (POST); an item: the form edits it (PATCH). */
  item: { id: string } | null;
  /** The catalog's hooks (`catalogMutations`); the update's body is a partial one, an edit sends every field. */
  mutations: { useCreate: () => Mutation<z.input<S>>; useUpdate: () => Mutation<{ id: string; body: P }> };
  /** The 'Başarılı' toast's text after each, e.g. 'Firma oluşturuldu' / 'Firma güncellendi'. */
  created: string;
  updated: string;
  /** After a save: close the dialog, go back to the list. */
  done: () => void;
}

/**
 * An admin create/edit form over a contract: POST when nothing is edited, else PATCH the item; then
 * the success toast and `done`. Returns the form and the props its `FormDialog` (or submit button) needs.
 */
export function useItemForm<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>, P>(
  schema: S,
  { item, mutations, created, updated, done, ...formOptions }: ItemFormOptions<V, S, P>,
) {
  const create = mutations.useCreate();
  const update = mutations.useUpdate();
  const f = useContractForm(schema, { ...formOptions, editing: item });
  const succeeded = (description: string) => () => {
    toast.success('Başarılı', { description });
    done();
  };
  const onSubmit = f.onSubmit((body) => {
    const onError = f.showServerErrors;
    if (item) update.mutate({ id: item.id, body: body as P }, { onSuccess: succeeded(updated), onError });
    else create.mutate(body, { onSuccess: succeeded(created), onError });
  });
  const pending = create.isPending || update.isPending;
  return { f, form: { open: !!formOptions.open, onClose: done, pending, onSubmit, submitLabel: item ? 'Güncelle' : 'Oluştur' } };
}
