import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { type ContractFormOptions, useContractForm } from './contract-form';
import { toast } from './toast';

/**
 * The part of a TanStack mutation the form uses, written out: UseMutationResult's own callbacks
 * would demand the mutation's request type to be exactly the form's, where the site settings save
 * takes any setting keys and the ticket settings save an optional field this form always sends.
 */
interface Save<R> {
  mutate: (request: R, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

interface SettingsFormOptions<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>> extends ContractFormOptions<
  V,
  S
> {
  /** The mutation that stores the checked request. */
  save: Save<z.input<S>>;
  /** The 'Başarılı' toast's text, e.g. 'Grid ayarları güncellendi'. */
  saved: string;
  /** After the toast (the logo form reloads the page). */
  onSaved?: () => void;
}

/**
 * A settings form over a contract (one screen, one save, no create/edit: that is `useItemForm`): the
 * checked request goes to `save`, success shows the 'Başarılı' toast, a 400's issues land on the
 * fields. Returns the form, its onSubmit and whether it is saving (for `SaveButton`).
 */
export function useSettingsForm<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  { save, saved, onSaved, ...formOptions }: SettingsFormOptions<V, S>,
) {
  const f = useContractForm(schema, formOptions);
  const onSubmit = f.onSubmit((request) =>
    save.mutate(request, {
      onSuccess: () => {
        toast.success('Başarılı', { description: saved });
        onSaved?.();
      },
      onError: f.showServerErrors,
    }),
  );
  return { f, onSubmit, pending: save.isPending };
}
