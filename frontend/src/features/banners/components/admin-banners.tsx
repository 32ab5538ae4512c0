import type { AdminBanner } from '@app/contracts';
import { Images, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Table, Td, Th, truncate } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useAllBanners } from '../api/get-banners';
import { useDeleteBanner, useUpdateBanner } from '../api/save-banner';
import { BannerFormDialog, objectFitLabels } from './banner-form-dialog';

/** Admin screen 3: order, preview, title, fit, link, a one-click status toggle, edit and delete. */
export function AdminBanners() {
  const { data: banners, isLoading } = useAllBanners();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const [dialog, setDialog] = useState<{ open: boolean; banner: AdminBanner | null }>({ open: false, banner: null });
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const next = banners?.length ? Math.max(...banners.map((b) => b.sortOrder)) + 1 : 0;

  const toggle = (b: AdminBanner, on: boolean) =>
    update.mutate(
      { id: b.id, body: { status: on ? 'active' : 'inactive' } },
      { onSuccess: () => toast.success('Başarılı', { description: 'Banner güncellendi' }) },
    );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, { onSuccess: () => (toast.success('Başarılı', { description: 'Banner silindi' }), setDeleting(null)) });

  return (
    <AdminPage
      title="Banner Slider"
      description="Ana sayfadaki büyük banner slider'ı; her banner 5 saniye gösterilir"
      actions={
        <Button onClick={() => setDialog({ open: true, banner: null })}>
          <Plus className="size-4" aria-hidden="true" /> Yeni Banner
        </Button>
      }
    >
      {isLoading ? (
        <Spinner />
      ) : !banners?.length ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <Images className="size-8 text-accent-500" aria-hidden="true" />
          <p className="text-slate-600 dark:text-slate-400">Henüz banner eklenmemiş.</p>
        </Card>
      ) : (
        <Table aria-label="Bannerlar">
          <thead>
            <tr>
              <Th className="w-16">Sıra</Th>
              <Th>Önizleme</Th>
              <Th>Başlık</Th>
              <Th>Sığdırma</Th>
              <Th>Bağlantı</Th>
              <Th>Durum</Th>
              <Th className="text-right">İşlemler</Th>
            </tr>
          </thead>
          <tbody>
            {banners.map((b) => (
              <tr key={b.id} data-testid="admin-banner-row">
                <Td className="font-mono text-slate-500">{b.sortOrder}</Td>
                <Td>
                  <img src={b.imageUrl} alt="" className="h-12 w-28 rounded-lg bg-slate-900 object-cover ring-1 ring-black/10" />
                </Td>
                <Td className="max-w-[220px] truncate font-medium">{b.title ?? '-'}</Td>
                <Td>{objectFitLabels[b.objectFit]}</Td>
                <Td className="text-slate-500 dark:text-slate-400" title={b.link ?? undefined}>{b.link ? truncate(b.link) : '-'}</Td>
                <Td>
                  <Switch label={b.status === 'active' ? 'Aktif' : 'Pasif'} checked={b.status === 'active'} onChange={(on) => toggle(b, on)} />
                </Td>
                <Td className="text-right whitespace-nowrap">
                  <Button variant="ghost" size="icon" aria-label="Düzenle" title="Düzenle" onClick={() => setDialog({ open: true, banner: b })}>
                    <Pencil />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label="Sil" title="Sil" className="text-red-600 dark:text-red-400" onClick={() => setDeleting(b)}>
                    <Trash2 />
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <BannerFormDialog open={dialog.open} banner={dialog.banner} nextSortOrder={next} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        title="Banner'ı sil"
        description="Bu banner kalıcı olarak silinecek. Bu işlem geri alınamaz."
      />
    </AdminPage>
  );
}
