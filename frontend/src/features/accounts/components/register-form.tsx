import { RegisterRequest } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field, NewPasswordField } from '@/components/ui/field';
import { useContractForm } from '@/lib/contract-form';
import { formatNumber } from '@/lib/format';
import { settle } from '@/lib/mutations';
import { toast } from '@/lib/toast';
import { useRegister } from '../api/register';
import { AuthCard, authLinkClass } from './auth-card';

// Optional fields go as (possibly empty) strings; the server turns empty ones into null.
const empty = { username: '', email: '', password: '', phone: '', firstName: '', lastName: '', streamUrl: '' };

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const register = useRegister();
  const f = useContractForm(RegisterRequest, { values: empty });

  const submit = f.onSubmit((request) =>
    // The session applies (and what is on screen refetches) before this callback runs: a form that gives way
    // meanwhile must still say so and move on, so settle, not mutate's callbacks (issue 39).
    settle(register.mutateAsync(request), {
      onSuccess: ({ pointsEarned }) => {
        if (pointsEarned && pointsEarned > 0) {
          toast.success('Kayıt başarılı', {
            description: `Yayın linkiniz için ${formatNumber(pointsEarned)} puan kazandınız!`,
            duration: 6000,
          });
        } else {
          toast.success('Kayıt başarılı', { description: 'Hesabınız oluşturuldu.' });
        }
        onSuccess();
      },
      onError: f.failed,
    }),
  );

  return (
    <AuthCard
      icon={UserPlus}
      title="Kayıt Ol"
      description="Yeni hesap oluşturun ve puan kazanmaya başlayın"
      footer={
        <Link to="/giris" className={authLinkClass}>
          Zaten hesabınız var mı? Giriş Yapın
        </Link>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Kayıt formu">
        <Field
          label="Kullanıcı Adı"
          hint="En az 3 karakter"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          minLength={3}
          required
          {...f.field('username')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Ad" autoComplete="given-name" {...f.field('firstName')} />
          <Field label="Soyad" autoComplete="family-name" {...f.field('lastName')} />
        </div>
        <Field label="E-posta" type="email" autoComplete="email" required {...f.field('email')} />
        <Field label="Telefon" type="tel" autoComplete="tel" {...f.field('phone')} />
        <NewPasswordField label="Şifre" {...f.field('password')} />
        <Field
          label="Yayın Linki"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          {...f.field('streamUrl')}
        />
        <p className="text-xs leading-relaxed text-slate-500 dark:text-slate-400">
          Kayıt olarak kişisel verilerinizin{' '}
          <Link to="/kvkk" target="_blank" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Aydınlatma Metni
          </Link>{' '}
          kapsamında işleneceğini öğrenmiş olursunuz. Site yalnızca oturum çerezini kullanır (
          <Link to="/cerez-politikasi" target="_blank" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
            Çerez Politikası
          </Link>
          ).
        </p>
        <Button type="submit" size="lg" className="w-full" pending={register.isPending}>
          {register.isPending ? 'Kaydediliyor...' : 'Kayıt Ol'}
        </Button>
      </form>
    </AuthCard>
  );
}
