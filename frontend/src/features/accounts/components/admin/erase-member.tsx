import type { AdminUser } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useEraseUser } from '../../api/erase-user';

/**
 * The drawer's "Üyeyi Sil (KVKK)" for a super_admin: a member's erasure on their request, confirmed first.
 * A staff account shows it too: the server refuses it until the role is "Üye", and its answer, said here
 * beside the button, tells the super_admin what to do instead of leaving them to look for a missing button.
 */
export function EraseMember({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState('');
  const erase = useEraseUser();
  const ask = () => {
    setRefusal('');
    setOpen(true);
  };
  const confirm = () =>
    erase.mutate(user.id, {
      onSuccess: () => setOpen(false),
      onError: (error) => {
        setOpen(false);
        setRefusal(error.message);
      },
    });
  return (
    <section className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
      <Button variant="destructive" onClick={ask}>
        Üyeyi Sil (KVKK)
      </Button>
      {refusal && (
        <p role="alert" className="mt-3 rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-700 dark:text-red-400">
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        pending={erase.isPending}
        title={`${user.username} silinsin mi?`}
        description="Üyenin hesabı hemen kapanır, oturumları sonlanır ve kişisel verileri (e-posta, telefon, ad soyad, yayın linki, sosyal hesaplar, mesajlar) kalıcı olarak silinir. Bekleyen siparişi iptal edilir. Kullanıcı adı her yerde “Silinmiş üye” olur. İşlem denetim kaydına kişisel veri olmadan yazılır ve geri alınamaz."
        confirmLabel="Üyeyi Sil"
      />
    </section>
  );
}
