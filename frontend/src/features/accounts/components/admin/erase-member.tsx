import type { AdminUser } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useEraseUser } from '../../api/erase-user';

/** The drawer's "Üyeyi Sil (KVKK)" for a super_admin: a member's erasure on their request, confirmed first. */
export function EraseMember({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const erase = useEraseUser();
  if (user.role !== 'user' || user.email === '') return null; // staff are demoted first; erased already
  return (
    <section className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Üyeyi Sil (KVKK)
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          erase.mutate(user.id, {
            onSuccess: ({ pseudonym }) => {
              setOpen(false);
              toast.success(`Üye silindi: artık “${pseudonym}” olarak görünüyor.`);
            },
          })
        }
        pending={erase.isPending}
        title={`${user.username} silinsin mi?`}
        description="Üyenin hesabı hemen kapanır, oturumları sonlanır ve kişisel verileri (e-posta, telefon, ad soyad, yayın linki, sosyal hesaplar, mesajlar) kalıcı olarak silinir. Bekleyen siparişi iptal edilir. Kullanıcı adı her yerde “Silinmiş üye” olur. İşlem denetim kaydına kişisel veri olmadan yazılır ve geri alınamaz."
        confirmLabel="Üyeyi Sil"
      />
    </section>
  );
}
