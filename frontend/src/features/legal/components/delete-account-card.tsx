import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAccount } from '../api/delete-account';

/** /profil: "Hesabımı Sil" (KVKK): the password again, and a dialog that says what happens. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const close = () => {
    setOpen(false);
    setPassword('');
  };
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="delete-account-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-red-500/10 text-red-600 dark:text-red-400">
            <UserX className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="delete-account-title" className="text-lg font-bold">
              Hesabımı Sil
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Hesabınız kapanır ve kişisel verileriniz silinir. Bu işlem geri alınamaz.
            </p>
          </div>
        </div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Hesabımı Sil
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onClose={close}
        onConfirm={() => password && remove.mutate({ password })}
        pending={remove.isPending}
        title="Hesabınız silinsin mi?"
        description="Hesabınız hemen kapanır, tüm oturumlarınız sonlanır. E-posta, telefon, ad soyad, yayın linki, sosyal hesaplarınız ve mesajlarınız silinir; kullanıcı adınız her yerde “Silinmiş üye” olarak görünür. Bekleyen siparişiniz iptal edilir. Puan ve bilet kayıtları isimsiz kalır. Bu işlem geri alınamaz."
        confirmLabel="Hesabımı Sil"
      >
        <label className="mt-4 block text-sm font-medium">
          Şifreniz
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
      </ConfirmDialog>
    </Card>
  );
}
