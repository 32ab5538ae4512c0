import { PasswordResetRequest } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { LoaderCircle, MailCheck, MailQuestion, MailX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LoadFailed } from '@/components/ui/load-failed';
import { useContractForm } from '@/lib/contract-form';
import { usePasswordResetAvailability, useRequestPasswordReset } from '../api/password-reset';
import { AuthCard, authLinkClass } from './auth-card';

const backToLogin = (
  <Link to="/giris" className={authLinkClass}>
    Giriş sayfasına dön
  </Link>
);

/** Said when the site sends no e-mail (no SMTP_URL): only the staff can help then. */
export const MAIL_NOT_CONFIGURED =
  'Bu sitede e-posta gönderimi yapılandırılmamış, bu yüzden şifre sıfırlama bağlantısı gönderilemiyor. Şifrenizi sıfırlamak için lütfen site yönetimiyle iletişime geçin.';

/**
 * "Şifremi Unuttum": an e-mail or username, then the one answer the server gives whatever the account
 * (so this page never tells whether an account exists).
 */
export function ForgotPasswordForm() {
  const availability = usePasswordResetAvailability();
  const card = { icon: MailQuestion, title: 'Şifremi Unuttum', footer: backToLogin };
  if (availability.isPending)
    return (
      <AuthCard {...card} description="Şifre sıfırlama">
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-500">
          <LoaderCircle className="size-5 animate-spin text-brand-500" aria-hidden="true" /> Yükleniyor...
        </p>
      </AuthCard>
    );
  if (availability.isError)
    return (
      <AuthCard {...card} description="Şifre sıfırlama">
        <LoadFailed what="Şifre sıfırlama" query={availability} />
      </AuthCard>
    );
  if (!availability.data.email)
    return (
      <AuthCard {...card} icon={MailX} description="E-posta gönderimi yapılandırılmamış">
        <p className="text-sm leading-relaxed text-slate-700 dark:text-slate-300" data-testid="mail-not-configured">
          {MAIL_NOT_CONFIGURED}
        </p>
      </AuthCard>
    );
  return <RequestForm />;
}

function RequestForm() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const f = useContractForm(PasswordResetRequest, { values: { login: '' } });
  const submit = f.onSubmit((body) =>
    request.mutate(body, {
      onSuccess: ({ message }) => setSent(message),
      onError: f.failed,
    }),
  );
  if (sent)
    return (
      <AuthCard icon={MailCheck} title="E-postanızı kontrol edin" description="Şifre sıfırlama" footer={backToLogin}>
        <p role="status" className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          {sent}
        </p>
      </AuthCard>
    );
  return (
    <AuthCard
      icon={MailQuestion}
      title="Şifremi Unuttum"
      description="E-posta adresinizi veya kullanıcı adınızı girin; size bir şifre sıfırlama bağlantısı gönderelim."
      footer={backToLogin}
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Şifre sıfırlama isteği">
        <Field
          label="E-posta veya Kullanıcı Adı"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...f.field('login')}
        />
        <Button type="submit" size="lg" className="w-full" pending={request.isPending}>
          {request.isPending ? 'Gönderiliyor...' : 'Sıfırlama Bağlantısı Gönder'}
        </Button>
      </form>
    </AuthCard>
  );
}
