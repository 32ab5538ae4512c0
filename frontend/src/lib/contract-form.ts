import { zodResolver } from '@hookform/resolvers/zod';
import { useEffectEvent, useLayoutEffect } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type RegisterOptions,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from './api-client';
import { showError } from './toast';

/** A request body before the contract has judged it: any field may still be missing. */
type Unchecked<T> = { [K in keyof T]?: T[K] };

export interface ContractFormOptions<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>> {
  /** Where the form starts (and starts again each time a dialog opens). */
  values: V;
  /**
   * From what the inputs hold (strings, a switch's boolean) to the request body the contract checks and
   * the server receives. Leave it out when the form's values already are the request. A field left
   * undefined is one the contract will call missing, in its own words.
   */
  toRequest?: (values: V) => Unchecked<z.input<S>>;
  /** A dialog's form starts over from `values` each time `open` turns true or `editing` changes. */
  open?: boolean;
  editing?: unknown;
}

/** The first message at `name` or under it (a nested request field such as `source.eventId`). */
function messageIn(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const child of Object.values(node)) {
    const found = messageIn(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * One form over react-hook-form, checked on the client with the same `contracts` schema the server
 * applies, so every message is the server's own Turkish text. Submitting checks the request, focuses
 * the first field in error, and hands the request body to `onSubmit`; a 400 answer's issues land on
 * the fields they name.
 */
export function useContractForm<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: ContractFormOptions<V, S>,
) {
  const { values, toRequest = (v: V): unknown => v, open, editing } = options;
  // The contract's issues are keyed by request field; the forms name their inputs the same, and an
  // issue on a nested request field (a draw's `source.eventId`) is read with `error()`. Hence the casts.
  const check = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V, unknown, z.input<S>>;
  const resolver: Resolver<V, unknown, z.input<S>> = (current, context, resolverOptions) =>
    check(toRequest(current) as V, context, resolverOptions);
  const form = useForm<V, unknown, z.input<S>>({ defaultValues: values as DefaultValues<V>, resolver });
  const watched = useWatch({ control: form.control }) as V;

  // Opening happens on a click, so this runs before the dialog is painted: no stale values flash.
  const startOver = useEffectEvent(() => form.reset(values));
  useLayoutEffect(() => {
    if (open) startOver();
  }, [open, editing]);

  const errors: FieldErrors<V> = form.formState.errors;
  const error = (name: Path<V>) => messageIn(get(errors, name));
  const set = <N extends Path<V>>(name: N, value: PathValue<V, N>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const showServerErrors = (failure: unknown) => {
    for (const [name, message] of Object.entries(fieldErrorsOf(failure)))
      form.setError(name as Path<V>, { type: 'server', message });
  };

  return {
    form,
    /** The current values, for previews and controlled widgets. */
    values: watched,
    error,
    /** Props for a native input (`Field`, `TextareaField`, `SelectField`): registration and its message. */
    field: (name: Path<V>, rules?: RegisterOptions<V, Path<V>>) => ({ ...form.register(name, rules), error: error(name) }),
    /** Sets a widget's value (image, switch, colour); once submitted, the field is checked again as it changes. */
    set,
    /** Props for an `ImageInput` over a text field (an image URL; '' when cleared): value, onChange, message. */
    image: (name: Path<V>) => {
      const url: unknown = get(watched, name);
      return {
        value: typeof url === 'string' && url ? url : null,
        onChange: (next: string | null) => set(name, (next ?? '') as PathValue<V, Path<V>>),
        error: error(name),
      };
    },
    /** Props for the 'Aktif' `Switch` over the item's `status` ('active' / 'inactive'). */
    activeSwitch: () => {
      const status = 'status' as Path<V>;
      return {
        checked: get(watched, status) === 'active',
        onChange: (on: boolean) => set(status, (on ? 'active' : 'inactive') as PathValue<V, Path<V>>),
      };
    },
    /** The form's onSubmit: checks, then sends the request body. */
    onSubmit: (send: (request: z.input<S>) => unknown) => form.handleSubmit((request) => void send(request)),
    /** A 400 answer's field issues, shown under the fields they name. */
    showServerErrors,
    /** A failed send (a mutation's `onError`): the field issues under their fields, the message in the 'Hata' toast. */
    failed: (failure: unknown) => {
      showServerErrors(failure);
      showError(failure);
    },
  };
}

/** '' stays missing (the contract says the field is required); anything else is read as a number. */
export const numberOrMissing = (value: string) => (value.trim() === '' ? undefined : Number(value));
