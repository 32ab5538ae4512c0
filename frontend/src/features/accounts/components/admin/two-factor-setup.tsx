import { ConfirmTwoFactorRequest, type CurrentUser, type TwoFactorEnrolment } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { Copy, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useContractForm } from '@/lib/contract-form';
import { settle } from '@/lib/mutations';
import { toast } from '@/lib/toast';
import { useConfirmEnrolment, useStartEnrolment } from '../../api/two-factor';
import { useTwoFactorStatus } from '../../api/two-factor-status';
import { OtpauthQr } from './otpauth-qr';
import { RecoveryCodesPanel } from './recovery-codes';

/** The key as people copy it from a screen: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** /admin/guvenlik: the staff member's own two-step login, enrolled with a QR code and confirmed by a first code. */
export function TwoFactorSetupPage({ user }: { user: CurrentUser }) {
  const status = useTwoFactorStatus(user.id);
  const [codes, setCodes] = useState<string[] | null>(null);
  const body = () => {
    if (codes) return <DoneCard codes={codes} account={user.email} />;
    if (status.isPending) return <Spinner />;
    if (!status.data) return <LoadFailed what="İki adımlı doğrulama durumu" query={status} />;
    if (status.data.enabled) return <EnabledCard />;
    return <Enrolment userId={user.id} required={status.data.required} onDone={setCodes} />;
  };
  return (
    <AdminPage title="Güvenlik" description="İki adımlı doğrulama: şifrenizden sonra telefonunuzdaki uygulamanın kodu sorulur.">
      {body()}
    </AdminPage>
  );
}

function EnabledCard() {
  return (
    <Card className="flex items-start gap-3 p-5 sm:p-6" data-testid="two-factor-enabled">
      <ShieldCheck className="size-6 shrink-0 text-emerald-500" aria-hidden="true" />
      <div>
        <h2 className="text-lg font-bold">İki adımlı doğrulama etkin</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Her girişte şifrenizden sonra kimlik doğrulama uygulamanızdaki kod sorulur. Telefonunuzu ve kurtarma kodlarınızı
          kaybettiyseniz bir süper adminden iki adımlı doğrulamanızı sıfırlamasını isteyin.
        </p>
      </div>
    </Card>
  );
}

function DoneCard({ codes, account }: { codes: string[]; account: string }) {
  return (
    <Card className="space-y-6 p-5 sm:p-6">
      <EnabledNotice />
      <RecoveryCodesPanel codes={codes} account={account} />
      <Link to="/admin" className={buttonClass('primary')}>
        Kaydettim, panele git
      </Link>
    </Card>
  );
}

const EnabledNotice = () => (
  <p role="status" className="flex items-center gap-2 font-semibold text-emerald-700 dark:text-emerald-400">
    <ShieldCheck className="size-5" aria-hidden="true" /> İki adımlı doğrulama etkinleştirildi.
  </p>
);

function Enrolment({ userId, required, onDone }: { userId: string; required: boolean; onDone: (codes: string[]) => void }) {
  const start = useStartEnrolment();
  return (
    <div className="space-y-6">
      {required && (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
          <ShieldAlert className="size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          <p>
            <strong>İki adımlı doğrulama gerekli.</strong> Bu sitede yönetim paneli işlemleri için iki adımlı doğrulama
            zorunludur; kurulumu tamamlayana kadar diğer yönetim sayfaları açılmaz.
          </p>
        </div>
      )}
      <Card className="space-y-5 p-5 sm:p-6">
        <div>
          <h2 className="text-lg font-bold">1. Uygulamanızı bağlayın</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Google Authenticator, Microsoft Authenticator, Aegis veya benzeri bir kimlik doğrulama uygulaması kullanın.
          </p>
        </div>
        {start.data ? (
          <KeyShown enrolment={start.data} />
        ) : (
          <Button onClick={() => start.mutate()} pending={start.isPending}>
            Kurulumu Başlat
          </Button>
        )}
      </Card>
      {start.data && <ConfirmCard userId={userId} onDone={onDone} />}
    </div>
  );
}

function KeyShown({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  const copy = () =>
    void navigator.clipboard.writeText(enrolment.secret).then(
      () => toast.success('Anahtar kopyalandı'),
      () => toast.error('Kopyalanamadı', { description: 'Anahtarı seçip elle kopyalayın.' }),
    );
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <OtpauthQr url={enrolment.otpauthUrl} />
      <div className="min-w-0 space-y-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          QR kodunu uygulamanızla tarayın. Tarayamıyorsanız bu anahtarı elle girin:
        </p>
        <p className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all dark:bg-slate-800" data-testid="totp-secret">
          {grouped(enrolment.secret)}
        </p>
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy className="size-4" aria-hidden="true" /> Anahtarı Kopyala
        </Button>
      </div>
    </div>
  );
}

function ConfirmCard({ userId, onDone }: { userId: string; onDone: (codes: string[]) => void }) {
  const confirm = useConfirmEnrolment(userId);
  const f = useContractForm(ConfirmTwoFactorRequest, { values: { code: '' } });
  const submit = f.onSubmit((body) =>
    // Not mutate's callbacks: the status turns 'enabled' as the answer comes, which replaces this card
    // (the hook's own update, a refetch): the codes, shown only now, must still reach the page.
    settle(confirm.mutateAsync(body), {
      onSuccess: ({ recoveryCodes }) => {
        toast.success('İki adımlı doğrulama etkinleştirildi');
        onDone(recoveryCodes);
      },
      onError: f.failed,
    }),
  );
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">2. İlk kodla onaylayın</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Uygulamanın gösterdiği 6 haneli kodu girin.</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-start gap-3" aria-label="Doğrulama kodu onayı">
        <Field
          label="Doğrulama Kodu"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          required
          className="w-full max-w-48 [&_input]:font-mono [&_input]:tracking-[0.3em]"
          {...f.field('code')}
        />
        <Button type="submit" className="sm:mt-7" pending={confirm.isPending}>
          {confirm.isPending ? 'Onaylanıyor...' : 'Onayla'}
        </Button>
      </form>
    </Card>
  );
}
