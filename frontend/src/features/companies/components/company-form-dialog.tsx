import { type AdminCompany, CreateCompanyRequest } from '@app/contracts';
import type { CatalogDialogFrame } from '@/components/layouts/admin-catalog-page';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { ImageInput } from '@/components/ui/image-input';
import { Switch } from '@/components/ui/switch';
import { useItemForm } from '@/lib/item-form';
import { companyMutations } from '../api/save-company';

const valuesOf = (c: AdminCompany | null, next: number) => ({
  name: c?.name ?? '',
  logoUrl: c?.logoUrl ?? '',
  websiteUrl: c?.websiteUrl ?? '',
  sortOrder: String(c?.sortOrder ?? next),
  status: c?.status ?? 'active',
});

/** Admin screen 5's create/edit dialog: name and logo required, website optional. */
export function CompanyFormDialog({
  open,
  onClose,
  company,
  nextSortOrder,
}: CatalogDialogFrame & { company: AdminCompany | null }) {
  const { f, form } = useItemForm(CreateCompanyRequest, {
    item: company,
    values: valuesOf(company, nextSortOrder),
    open,
    mutations: companyMutations,
    created: 'Firma oluşturuldu',
    updated: 'Firma güncellendi',
    done: onClose,
  });

  return (
    <FormDialog
      {...form}
      title={company ? 'Firma Düzenle' : 'Yeni Firma'}
      description="Ana sayfadaki firma logoları şeridinde gösterilir"
      label="Firma formu"
    >
      <Field label="Firma Adı" required maxLength={100} {...f.field('name')} />
      <ImageInput label="Logo" required {...f.image('logoUrl')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Web Sitesi" type="url" inputMode="url" placeholder="https://" {...f.field('websiteUrl')} />
        <Field label="Sıra" type="number" min={0} step={1} {...f.field('sortOrder')} />
      </div>
      <Switch label="Aktif" {...f.activeSwitch()} />
    </FormDialog>
  );
}
