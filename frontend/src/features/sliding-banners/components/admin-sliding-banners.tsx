import type { AdminSlidingBanner } from '@app/contracts';
import { GalleryHorizontal } from 'lucide-react';
import { AdminCatalogPage, linkColumn, previewColumn } from '@/components/layouts/admin-catalog-page';
import { useAllSlidingBanners } from '../api/get-sliding-banners';
import { slidingBannerMutations } from '../api/save-sliding-banner';
import { SlidingBannerFormDialog } from './sliding-banner-form-dialog';

/** Admin screen 4: order, preview, button text, link, status toggle, edit, delete. */
export function AdminSlidingBanners() {
  const query = useAllSlidingBanners();

  return (
    <AdminCatalogPage<AdminSlidingBanner>
      title="Kayan Bannerlar"
      description="Ana sayfanın üstündeki şerit; her banner bir kez kayar ve tekrar etmez"
      newLabel="Yeni Kayan Banner"
      emptyIcon={GalleryHorizontal}
      emptyText="Henüz kayan banner eklenmemiş."
      tableLabel="Kayan bannerlar"
      rowTestId="admin-sliding-banner-row"
      query={query}
      what="Kayan bannerlar"
      columns={[
        previewColumn((b) => b.imageUrl, 'w-32'),
        { header: 'Buton Metni', className: 'font-medium', cell: (b) => b.buttonText ?? '-' },
        linkColumn('Bağlantı', (b) => b.link),
      ]}
      mutations={slidingBannerMutations}
      updated="Kayan banner güncellendi"
      removed="Kayan banner silindi"
      deleteTitle="Kayan banner'ı sil"
      deleteDescription={() => 'Bu kayan banner kalıcı olarak silinecek. Bu işlem geri alınamaz.'}
      renderDialog={(d) => (
        <SlidingBannerFormDialog open={d.open} banner={d.item} nextSortOrder={d.nextSortOrder} onClose={d.onClose} />
      )}
    />
  );
}
