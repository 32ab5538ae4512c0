import { CompletePasswordResetRequest, type CurrentUser } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { KeySquare, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NewPasswordField } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { settle } from '@/lib/mutations';
import { toast } from '@/lib/toast';
import { userOf } from '../api/login';
import { useCompletePasswordReset } from '../api/password-reset';
import { AuthCard, authLinkClass } from './auth-card';
import { SecondStepForm } from './second-step-form';

const newLink = (
  <Link to="/sifremi-unuttum" className={authLinkClass}>
    Yeni bir bağlantı isteyin
  </Link>
);

/** The shape of a token in a link (contracts: 32 bytes, base64url); anything else is not worth a request. */
const looksLikeToken = (token: string | undefined): token is string => !!token && /^[A-Za-z0-9_-]{43}$/.test(token);

interface ResetPasswordProps {
  token: string | undefined;
  onSuccess: (user: CurrentUser) => void;
  /** The second step given up: back to a login page. */
  onRestart: () => void;
}

/**
 * `/sifre-sifirla?token=…`: a new password under the registration rules; the member is logged in with it
 * (every other session ended), or, with the two-step login, asked for the code first.
 */
export function ResetPasswordForm({ token, onSuccess, onRestart }: ResetPasswordProps) {
  const [secondStep, setSecondStep] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(looksLikeToken(token) ? null : 'Şifre sıfırlama bağlantısı geçersiz.');
  if (secondStep) return <SecondStepForm onSuccess={onSuccess} onRestart={onRestart} />;
  if (invalid || !looksLikeToken(token))
    return (
      <AuthCard icon={LinkIcon} title="Bağlantı geçersiz" description="Şifre sıfırlama" footer={newLink}>
        <p role="alert" className="text-sm leading-relaxed text-slate-700 dark:text-slate-300" data-testid="reset-link-invalid">
          {invalid} Bağlantılar 30 dakika geçerlidir ve yalnızca bir kez kullanılabilir.
        </p>
      </AuthCard>
    );
  return <NewPasswordForm token={token} onSuccess={onSuccess} onSecondStep={() => setSecondStep(true)} onInvalid={setInvalid} />;
}

function NewPasswordForm({
  token,
  onSuccess,
  onSecondStep,
  onInvalid,
}: {
  token: string;
  onSuccess: (user: CurrentUser) => void;
  onSecondStep: () => void;
  onInvalid: (message: string) => void;
}) {
  const reset = useCompletePasswordReset();
  const f = useContractForm(CompletePasswordResetRequest, {
    values: { password: '' },
    toRequest: ({ password }) => ({ token, password }),
  });
  const submit = f.onSubmit((body) =>
    // The session applies (and what is on screen refetches) before this callback runs: a form that gives way
    // meanwhile must still say so and move on, so settle, not mutate's callbacks (issue 39).
    settle(reset.mutateAsync(body), {
      onSuccess: (answer) => {
        const user = userOf(answer);
        if (!user) return onSecondStep();
        toast.success('Şifreniz değiştirildi', { description: 'Yeni şifrenizle giriş yaptınız; diğer oturumlarınız kapatıldı.' });
        onSuccess(user);
      },
      onError: (error) => {
        // A used, lapsed or replaced link: no new password helps, only a new link.
        if (error instanceof ApiRequestError && error.code === 'reset_token_invalid') return onInvalid(error.message);
        f.failed(error);
      },
    }),
  );
  return (
    <AuthCard
      icon={KeySquare}
      title="Yeni Şifre Belirle"
      description="Hesabınız için yeni bir şifre belirleyin"
      footer={
        <Link to="/giris" className={authLinkClass}>
          Giriş sayfasına dön
        </Link>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Yeni şifre formu">
        <NewPasswordField label="Yeni Şifre" {...f.field('password')} />
        <Button type="submit" size="lg" className="w-full" pending={reset.isPending}>
          {reset.isPending ? 'Kaydediliyor...' : 'Şifreyi Kaydet'}
        </Button>
      </form>
    </AuthCard>
  );
}
