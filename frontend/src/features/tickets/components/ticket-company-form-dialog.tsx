import { CreateTicketCompanyRequest, TICKET_DEFAULTS, type TicketCompany } from '@app/contracts';
import type { CatalogDialogFrame } from '@/components/layouts/admin-catalog-page';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { ImageInput } from '@/components/ui/image-input';
import { Switch } from '@/components/ui/switch';
import { useItemForm } from '@/lib/item-form';
import { ticketCompanyMutations } from '../api/save-ticket-company';

const valuesOf = (c: TicketCompany | null, next: number) => ({
  name: c?.name ?? '',
  logoUrl: c?.logoUrl ?? '',
  contentImage: c?.contentImage ?? '',
  websiteUrl: c?.websiteUrl ?? '',
  ticketPrice: String(c ? (c.ticketPrice ?? '') : TICKET_DEFAULTS.ticketPrice),
  sortOrder: String(c?.sortOrder ?? next),
  status: c?.status ?? 'active',
});
type Values = ReturnType<typeof valuesOf>;

/** Spec §5: non-numeric sort orders fall back to 0, the ticket price to 500. */
const intOr = (value: string, fallback: number) => {
  const n = Number(value);
  return value.trim() === '' || !Number.isFinite(n) ? fallback : n;
};
const toRequest = (v: Values): CreateTicketCompanyRequest => ({
  ...v,
  contentImage: v.contentImage || null,
  websiteUrl: v.websiteUrl.trim() || null,
  ticketPrice: intOr(v.ticketPrice, TICKET_DEFAULTS.ticketPrice),
  sortOrder: intOr(v.sortOrder, 0),
});

/** Admin screen 6's create/edit dialog: name, logo and price required; content image and website optional. */
export function TicketCompanyFormDialog({
  open,
  onClose,
  company,
  nextSortOrder,
}: CatalogDialogFrame & { company: TicketCompany | null }) {
  const { f, form } = useItemForm(CreateTicketCompanyRequest, {
    item: company,
    values: valuesOf(company, nextSortOrder),
    toRequest: toRequest,
    open,
    mutations: ticketCompanyMutations,
    created: 'Bilet firması oluşturuldu',
    updated: 'Bilet firması güncellendi',
    done: onClose,
  });

  return (
    <FormDialog
      {...form}
      title={company ? 'Bilet Firması Düzenle' : 'Yeni Bilet Firması'}
      description="Bilet sisteminde seçilebilen firmalar"
      label="Bilet firması formu"
    >
      <Field label="Firma Adı" required maxLength={100} {...f.field('name')} />
      <ImageInput label="Logo" required {...f.image('logoUrl')} />
      <ImageInput label="İçerik Görseli" {...f.image('contentImage')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Bilet Fiyatı (₺)" type="number" required min={1} step={1} {...f.field('ticketPrice')} />
        <Field label="Sıra" type="number" min={0} step={1} {...f.field('sortOrder')} />
      </div>
      <Field label="Web Sitesi" type="url" inputMode="url" placeholder="https://" {...f.field('websiteUrl')} />
      <Switch label="Aktif" {...f.activeSwitch()} />
    </FormDialog>
  );
}
