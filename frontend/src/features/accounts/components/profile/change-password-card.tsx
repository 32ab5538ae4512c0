import { ChangePasswordRequest } from '@app/contracts';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, NewPasswordField } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../../api/sessions';

const empty = { currentPassword: '', newPassword: '' };

/** /profil "Şifre Değiştir": the current password proves it is the member; their other sessions end. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const f = useContractForm(ChangePasswordRequest, { values: empty });
  const submit = f.onSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ message }) => {
        f.form.reset(empty);
        toast.success('Şifre değiştirildi', { description: message });
      },
      onError: (error) => {
        // The one 401 a logged-in member gets here: the current password was wrong. Said beside it.
        if (error instanceof ApiRequestError && error.status === 401)
          f.form.setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
        f.failed(error);
      },
    }),
  );
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="flex items-center gap-2 text-lg font-bold">
        <KeyRound className="size-5 text-accent-500" aria-hidden="true" /> Şifre Değiştir
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Şifreniz değişince bu cihaz dışındaki bütün oturumlarınız kapanır.
      </p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4" aria-label="Şifre değiştirme formu">
        <Field label="Mevcut Şifre" type="password" autoComplete="current-password" required {...f.field('currentPassword')} />
        <NewPasswordField label="Yeni Şifre" {...f.field('newPassword')} />
        <Button type="submit" className="w-full sm:w-auto" pending={change.isPending}>
          {change.isPending ? 'Kaydediliyor...' : 'Şifreyi Değiştir'}
        </Button>
      </form>
    </Card>
  );
}
