import type { AdminSlidingBanner } from '@app/contracts';
import { GalleryHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Table, Td, Th, truncate } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useAllSlidingBanners } from '../api/get-sliding-banners';
import { useDeleteSlidingBanner, useUpdateSlidingBanner } from '../api/save-sliding-banner';
import { SlidingBannerFormDialog } from './sliding-banner-form-dialog';

/** Admin screen 4: order, preview, button text, link, status toggle, edit, delete. */
export function AdminSlidingBanners() {
  const { data: banners, isLoading } = useAllSlidingBanners();
  const update = useUpdateSlidingBanner();
  const remove = useDeleteSlidingBanner();
  const [dialog, setDialog] = useState<{ open: boolean; banner: AdminSlidingBanner | null }>({ open: false, banner: null });
  const [deleting, setDeleting] = useState<AdminSlidingBanner | null>(null);
  const next = banners?.length ? Math.max(...banners.map((b) => b.sortOrder)) + 1 : 0;

  const toggle = (b: AdminSlidingBanner, on: boolean) =>
    update.mutate(
      { id: b.id, body: { status: on ? 'active' : 'inactive' } },
      { onSuccess: () => toast.success('Başarılı', { description: 'Kayan banner güncellendi' }) },
    );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, { onSuccess: () => (toast.success('Başarılı', { description: 'Kayan banner silindi' }), setDeleting(null)) });

  return (
    <AdminPage
      title="Kayan Bannerlar"
      description="Ana sayfanın üstündeki şerit; her banner bir kez kayar ve tekrar etmez"
      actions={
        <Button onClick={() => setDialog({ open: true, banner: null })}>
          <Plus className="size-4" aria-hidden="true" /> Yeni Kayan Banner
        </Button>
      }
    >
      {isLoading ? (
        <Spinner />
      ) : !banners?.length ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <GalleryHorizontal className="size-8 text-accent-500" aria-hidden="true" />
          <p className="text-slate-600 dark:text-slate-400">Henüz kayan banner eklenmemiş.</p>
        </Card>
      ) : (
        <Table aria-label="Kayan bannerlar">
          <thead>
            <tr>
              <Th className="w-16">Sıra</Th>
              <Th>Önizleme</Th>
              <Th>Buton Metni</Th>
              <Th>Bağlantı</Th>
              <Th>Durum</Th>
              <Th className="text-right">İşlemler</Th>
            </tr>
          </thead>
          <tbody>
            {banners.map((b) => (
              <tr key={b.id} data-testid="admin-sliding-banner-row">
                <Td className="font-mono text-slate-500">{b.sortOrder}</Td>
                <Td>
                  <img src={b.imageUrl} alt="" className="h-12 w-32 rounded-lg bg-slate-900 object-cover ring-1 ring-black/10" />
                </Td>
                <Td className="font-medium">{b.buttonText ?? '-'}</Td>
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
      <SlidingBannerFormDialog open={dialog.open} banner={dialog.banner} nextSortOrder={next} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        title="Kayan banner'ı sil"
        description="Bu kayan banner kalıcı olarak silinecek. Bu işlem geri alınamaz."
      />
    </AdminPage>
  );
}
