import type { AdminUser, Role } from '@app/contracts';
import { roleLabels } from '@app/contracts/plain';
import { Ban, ShieldCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/lib/toast';
import { useOnChange } from '@/lib/use-render-state';
import { useUpdateUser } from '../../api/admin-users';

const ROLE_OPTIONS = Object.entries(roleLabels).map(([value, label]) => ({ value, label }));

/** Role and ban (super_admin only; the server refuses anyone else and keeps the last super_admin). */
export function AccessControls({ user, self }: { user: AdminUser; self: boolean }) {
  const update = useUpdateUser();
  const [role, setRole] = useState<Role>(user.role);
  const [confirmBan, setConfirmBan] = useState(false);
  const [confirmRole, setConfirmRole] = useState(false);
  // A saved role, or one changed elsewhere (a socket notice refetches the member), replaces the choice.
  useOnChange([user.role], () => setRole(user.role));

  const saveRole = () =>
    update.mutate(
      { id: user.id, body: { role } },
      {
        onSuccess: (u) => {
          setConfirmRole(false);
          toast.success('Rol güncellendi', { description: `${u.username}: ${roleLabels[u.role]}` });
        },
        // The error toast is the query client's (one toast, e.g. for the last super_admin's refusal).
        onError: () => {
          setConfirmRole(false);
          setRole(user.role);
        },
      },
    );
  const setBanned = (banned: boolean) =>
    update.mutate(
      { id: user.id, body: { banned } },
      {
        onSuccess: (u) => {
          setConfirmBan(false);
          toast.success(banned ? 'Hesap engellendi' : 'Engel kaldırıldı', {
            description: banned ? `${u.username} oturumları kapatıldı; giriş yapamaz.` : `${u.username} yeniden giriş yapabilir.`,
          });
        },
        onError: () => setConfirmBan(false),
      },
    );

  return (
    <section aria-labelledby="access-title" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 id="access-title" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-4 text-brand-500" aria-hidden="true" /> Rol ve Erişim
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Rol"
          className="min-w-48 flex-1"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
        />
        <Button
          onClick={() => setConfirmRole(true)}
          disabled={role === user.role}
          pending={update.isPending && update.variables?.body.role !== undefined}
        >
          Rolü Kaydet
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800/70">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {user.banned ? 'Bu hesap engelli: giriş yapamaz.' : 'Engellenen hesabın oturumları hemen kapanır ve giriş yapamaz.'}
        </p>
        {user.banned ? (
          <Button
            variant="outline"
            onClick={() => setBanned(false)}
            pending={update.isPending && update.variables?.body.banned === false}
          >
            <Undo2 className="size-4" aria-hidden="true" /> Engeli Kaldır
          </Button>
        ) : (
          <Button
            variant="destructive"
            onClick={() => setConfirmBan(true)}
            disabled={self}
            title={self ? 'Kendi hesabınızı engelleyemezsiniz' : undefined}
          >
            <Ban className="size-4" aria-hidden="true" /> Hesabı Engelle
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmBan}
        onClose={() => setConfirmBan(false)}
        onConfirm={() => setBanned(true)}
        pending={update.isPending}
        title="Hesabı engelle"
        description={`'${user.username}' hesabının bütün oturumları hemen kapanacak; giriş yapamayacak, lider tablolarında ve çekilişlerde yer almayacak.`}
        confirmLabel="Engelle"
      />
      {/* A role decides what someone may do in the panel: asked like a ban, not saved in one click. */}
      <ConfirmDialog
        open={confirmRole}
        onClose={() => setConfirmRole(false)}
        onConfirm={saveRole}
        pending={update.isPending}
        destructive={false}
        title="Rolü değiştir"
        description={`'${user.username}' hesabının rolü ${roleLabels[user.role]} yerine ${roleLabels[role]} olacak.`}
        confirmLabel="Rolü Değiştir"
        cancelLabel="Vazgeç"
      />
    </section>
  );
}
