import { type AdminCompany, CreateCompanyRequest } from '@app/contracts';
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
import { useCreateCompany, useUpdateCompany } from '../api/save-company';

interface Form {
  name: string;
  logoUrl: string | null;
  websiteUrl: string;
  sortOrder: string;
  active: boolean;
}
const formOf = (c: AdminCompany | null, next: number): Form => ({
  name: c?.name ?? '',
  logoUrl: c?.logoUrl ?? null,
  websiteUrl: c?.websiteUrl ?? '',
  sortOrder: String(c?.sortOrder ?? next),
  active: (c?.status ?? 'active') === 'active',
});

/** Admin screen 5's create/edit dialog: name and logo required, website optional. */
export function CompanyFormDialog({ open, onClose, company, nextSortOrder }: { open: boolean; onClose: () => void; company: AdminCompany | null; nextSortOrder: number }) {
  const [form, setForm] = useState(() => formOf(company, nextSortOrder));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const pending = create.isPending || update.isPending;
  // Opening (or switching what is edited) starts from the item's values and no errors.
  useOnChange([open, company, nextSortOrder], () => {
    if (!open) return;
    setForm(formOf(company, nextSortOrder));
    setErrors({});
  });

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'name' | 'websiteUrl' | 'sortOrder') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { active, ...fields } = form;
    const body = { ...fields, logoUrl: fields.logoUrl ?? '', status: active ? 'active' : 'inactive' } satisfies CreateCompanyRequest;
    const result = CreateCompanyRequest.safeParse(body);
    if (!result.success) return setErrors(Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message] as const).reverse()));
    setErrors({});
    const done = (description: string) => () => (toast.success('Başarılı', { description }), onClose());
    const onError = (error: Error) => setErrors(fieldErrorsOf(error));
    if (company) update.mutate({ id: company.id, body }, { onSuccess: done('Firma güncellendi'), onError });
    else create.mutate(body, { onSuccess: done('Firma oluşturuldu'), onError });
  };

  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      title={company ? 'Firma Düzenle' : 'Yeni Firma'}
      description="Ana sayfadaki firma logoları şeridinde gösterilir"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>İptal</Button>
          <Button type="submit" form="company-form" pending={pending}>{company ? 'Güncelle' : 'Oluştur'}</Button>
        </>
      }
    >
      <form id="company-form" noValidate onSubmit={submit} className="space-y-4" aria-label="Firma formu">
        <Field label="Firma Adı" name="name" required maxLength={100} {...text('name')} />
        <ImageInput label="Logo" required value={form.logoUrl} onChange={(v) => set('logoUrl', v)} error={errors.logoUrl} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Web Sitesi" name="websiteUrl" type="url" inputMode="url" placeholder="https://" {...text('websiteUrl')} />
          <Field label="Sıra" name="sortOrder" type="number" min={0} step={1} {...text('sortOrder')} />
        </div>
        <Switch label="Aktif" checked={form.active} onChange={(v) => set('active', v)} />
      </form>
    </Modal>
  );
}
