import type { AdminUser } from '@app/contracts';
import { isStaff } from '@app/contracts/plain';
import { Copy, KeyRound, Link2, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useIssueResetLink, useResetTwoFactor } from '../../api/admin-users';

/** Without PUBLIC_ORIGIN the server answers the path alone: this browser's own address makes it whole. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * Getting someone back in (super_admin): a password reset link for a member (not for staff), shown
 * once; and for staff, resetting the two-step login so they enrol again. Both are in the audit log.
 */
export function RecoveryControls({ user, self }: { user: AdminUser; self: boolean }) {
  if (self) return null;
  return (
    <section aria-labelledby="recovery-title" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 id="recovery-title" className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4 text-brand-500" aria-hidden="true" /> Hesap Kurtarma
      </h3>
      {isStaff(user.role) ? <TwoFactorReset user={user} /> : <ResetLink user={user} />}
    </section>
  );
}

function ResetLink({ user }: { user: AdminUser }) {
  const issue = useIssueResetLink();
  // The link exists in clear only in this answer: shown while the drawer is on this member, never again.
  const [link, setLink] = useState<{ userId: string; url: string } | null>(null);
  const shown = link?.userId === user.id ? link.url : null;
  const make = () => issue.mutate(user.id, { onSuccess: ({ url }) => setLink({ userId: user.id, url: absolute(url) }) });
  const copy = (url: string) =>
    void navigator.clipboard.writeText(url).then(
      () => toast.success('Bağlantı kopyalandı'),
      () => toast.error('Kopyalanamadı', { description: 'Bağlantıyı seçip elle kopyalayın.' }),
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        E-posta gönderilemiyorsa üyeye bir şifre sıfırlama bağlantısı verin: 30 dakika geçerlidir, bir kez kullanılır ve yalnızca
        şimdi gösterilir.
      </p>
      {shown ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            readOnly
            value={shown}
            aria-label="Şifre sıfırlama bağlantısı"
            className={cn(inputClass, 'border-slate-300 font-mono text-xs dark:border-slate-700')}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="reset-link"
          />
          <Button variant="outline" onClick={() => copy(shown)}>
            <Copy className="size-4" aria-hidden="true" /> Kopyala
          </Button>
        </div>
      ) : (
        <Button variant="outline" onClick={make} pending={issue.isPending}>
          <Link2 className="size-4" aria-hidden="true" /> Şifre sıfırlama bağlantısı
        </Button>
      )}
    </div>
  );
}

function TwoFactorReset({ user }: { user: AdminUser }) {
  const reset = useResetTwoFactor();
  const [confirming, setConfirming] = useState(false);
  const run = () =>
    reset.mutate(user.id, {
      onSuccess: (u) => {
        setConfirming(false);
        toast.success('İki adımlı doğrulama sıfırlandı', { description: `${u.username} bir sonraki girişte yeniden kurmalı.` });
      },
      onError: () => setConfirming(false),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Telefonunu ve kurtarma kodlarını kaybeden yetkilinin iki adımlı doğrulamasını sıfırlayın.
      </p>
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        <ShieldOff className="size-4" aria-hidden="true" /> İki adımlı doğrulamayı sıfırla
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={run}
        pending={reset.isPending}
        title="İki adımlı doğrulamayı sıfırla"
        description={`'${user.username}' hesabının iki adımlı doğrulaması kaldırılacak ve bütün oturumları kapanacak. Yeniden giriş yaptığında kurulumu baştan yapması gerekecek.`}
        confirmLabel="Sıfırla"
        cancelLabel="Vazgeç"
      />
    </div>
  );
}
