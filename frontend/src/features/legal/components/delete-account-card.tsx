import { DeleteAccountRequest } from '@app/contracts';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { showError } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

/** The password form inside the dialog: checked by the contract first, a wrong one said beside the field. */
function useDeleteForm(open: boolean) {
  const remove = useDeleteAccount();
  const f = useContractForm(DeleteAccountRequest, { values: { password: '' }, open });
  // Enter in the field submits too, also while the button waits: one request at a time.
  const submit = f.onSubmit((body) => {
    if (remove.isPending) return;
    remove.mutate(body, {
      onError: (error) => {
        // The one 401 a logged-in member gets here: the password was wrong. The dialog stays, to try again.
        if (error instanceof ApiRequestError && error.status === 401)
          return f.form.setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
        f.showServerErrors(error);
        showError(error);
      },
    });
  });
  return { f, submit, pending: remove.isPending };
}

/** /profil: "Hesabımı Sil" (KVKK): the password again, and a dialog that says what happens. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const { f, submit, pending } = useDeleteForm(open);
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
        onClose={() => setOpen(false)}
        onConfirm={() => void submit()}
        pending={pending}
        title="Hesabınız silinsin mi?"
        description="Hesabınız hemen kapanır, tüm oturumlarınız sonlanır. E-posta, telefon, ad soyad, yayın linki, sosyal hesaplarınız ve mesajlarınız silinir; kullanıcı adınız her yerde “Silinmiş üye” olarak görünür. Bekleyen siparişiniz iptal edilir. Puan ve bilet kayıtları isimsiz kalır. Bu işlem geri alınamaz."
        confirmLabel="Hesabımı Sil"
      >
        {/* Enter in the field confirms, as the button does. */}
        <form noValidate onSubmit={submit} className="mt-4" aria-label="Hesap silme formu">
          <Field label="Şifreniz" type="password" autoComplete="current-password" required {...f.field('password')} />
        </form>
      </ConfirmDialog>
    </Card>
  );
}
