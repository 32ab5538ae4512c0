import { CreateTicketCompanyRequest, TICKET_DEFAULTS, type TicketCompany } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { fieldErrorsOf } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useOnChange } from '@/lib/use-render-state';
import { useCreateTicketCompany, useUpdateTicketCompany } from '../api/save-ticket-company';

interface Form {
  name: string;
  logoUrl: string | null;
  contentImage: string | null;
  websiteUrl: string;
  ticketPrice: string;
  sortOrder: string;
  active: boolean;
}
const formOf = (c: TicketCompany | null, next: number): Form => ({
  name: c?.name ?? '',
  logoUrl: c?.logoUrl ?? null,
  contentImage: c?.contentImage ?? null,
  websiteUrl: c?.websiteUrl ?? '',
  ticketPrice: String(c ? (c.ticketPrice ?? '') : TICKET_DEFAULTS.ticketPrice),
  sortOrder: String(c?.sortOrder ?? next),
  active: (c?.status ?? 'active') === 'active',
});
/** Spec §5: non-numeric sort orders fall back to 0, the ticket price to 500. */
const intOr = (value: string, fallback: number) => {
  const n = Number(value);
  return value.trim() === '' || !Number.isFinite(n) ? fallback : n;
};

/** Admin screen 6's create/edit dialog: name, logo and price required; content image and website optional. */
export function TicketCompanyFormDialog({
  open,
  onClose,
  company,
  nextSortOrder,
}: {
  open: boolean;
  onClose: () => void;
  company: TicketCompany | null;
  nextSortOrder: number;
}) {
  const [form, setForm] = useState(() => formOf(company, nextSortOrder));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateTicketCompany();
  const update = useUpdateTicketCompany();
  const pending = create.isPending || update.isPending;
  // Opening (or switching what is edited) starts from the item's values and no errors.
  useOnChange([open, company, nextSortOrder], () => {
    if (!open) return;
    setForm(formOf(company, nextSortOrder));
    setErrors({});
  });

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'name' | 'websiteUrl' | 'sortOrder' | 'ticketPrice') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name,
      logoUrl: form.logoUrl ?? '',
      contentImage: form.contentImage || null,
      websiteUrl: form.websiteUrl.trim() || null,
      ticketPrice: intOr(form.ticketPrice, TICKET_DEFAULTS.ticketPrice),
      sortOrder: intOr(form.sortOrder, 0),
      status: form.active ? 'active' : 'inactive',
    } satisfies CreateTicketCompanyRequest;
    const result = CreateTicketCompanyRequest.safeParse(body);
    if (!result.success) return setErrors(Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message] as const).reverse()));
    setErrors({});
    const done = (description: string) => () => (toast.success('Başarılı', { description }), onClose());
    const onError = (error: Error) => setErrors(fieldErrorsOf(error));
    if (company) update.mutate({ id: company.id, body }, { onSuccess: done('Bilet firması güncellendi'), onError });
    else create.mutate(body, { onSuccess: done('Bilet firması oluşturuldu'), onError });
  };

  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      title={company ? 'Bilet Firması Düzenle' : 'Yeni Bilet Firması'}
      description="Bilet sisteminde seçilebilen firmalar"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>İptal</Button>
          <Button type="submit" form="ticket-company-form" pending={pending}>{company ? 'Güncelle' : 'Oluştur'}</Button>
        </>
      }
    >
      <form id="ticket-company-form" noValidate onSubmit={submit} className="space-y-4" aria-label="Bilet firması formu">
        <Field label="Firma Adı" name="name" required maxLength={100} {...text('name')} />
        <ImageInput label="Logo" required value={form.logoUrl} onChange={(v) => set('logoUrl', v)} error={errors.logoUrl} />
        <ImageInput label="İçerik Görseli" value={form.contentImage} onChange={(v) => set('contentImage', v)} error={errors.contentImage} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Bilet Fiyatı (₺)" name="ticketPrice" type="number" required min={1} step={1} {...text('ticketPrice')} />
          <Field label="Sıra" name="sortOrder" type="number" min={0} step={1} {...text('sortOrder')} />
        </div>
        <Field label="Web Sitesi" name="websiteUrl" type="url" inputMode="url" placeholder="https://" {...text('websiteUrl')} />
        <Switch label="Aktif" checked={form.active} onChange={(v) => set('active', v)} />
      </form>
    </Modal>
  );
}
