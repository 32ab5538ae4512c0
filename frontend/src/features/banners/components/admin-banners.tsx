import type { AdminBanner } from '@app/contracts';
import { Images } from 'lucide-react';
import { AdminCatalogPage, linkColumn, previewColumn } from '@/components/layouts/admin-catalog-page';
import { useAllBanners } from '../api/get-banners';
import { bannerMutations } from '../api/save-banner';
import { BannerFormDialog, objectFitLabels } from './banner-form-dialog';

/** Admin screen 3: order, preview, title, fit, link, a one-click status toggle, edit and delete. */
export function AdminBanners() {
  const query = useAllBanners();

  return (
    <AdminCatalogPage<AdminBanner>
      title="Ana Sayfa Bannerları"
      description="Ana sayfadaki büyük, sırayla değişen bannerlar; her banner 5 saniye gösterilir"
      newLabel="Yeni Banner"
      emptyIcon={Images}
      emptyText="Henüz banner eklenmemiş."
      tableLabel="Bannerlar"
      rowTestId="admin-banner-row"
      query={query}
      what="Bannerlar"
      columns={[
        previewColumn((b) => b.imageUrl, 'w-28'),
        { header: 'Başlık', className: 'max-w-[220px] truncate font-medium', cell: (b) => b.title ?? '-' },
        { header: 'Sığdırma', cell: (b) => objectFitLabels[b.objectFit] },
        linkColumn('Bağlantı', (b) => b.link),
      ]}
      mutations={bannerMutations}
      updated="Banner güncellendi"
      removed="Banner silindi"
      deleteTitle="Banner'ı sil"
      deleteDescription={() => 'Bu banner kalıcı olarak silinecek. Bu işlem geri alınamaz.'}
      renderDialog={(d) => <BannerFormDialog open={d.open} banner={d.item} nextSortOrder={d.nextSortOrder} onClose={d.onClose} />}
    />
  );
}
