import { RegisterRequest } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldErrorsOf } from '@/lib/api-client';
import { focusFirstError, formValues, validateForm, type FieldErrors } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { showError, toast } from '@/lib/toast';
import { useRegister } from '../api/register';
import { AuthCard, authLinkClass } from './auth-card';

const required = {
  username: 'Kullanıcı adı zorunludur',
  email: 'E-posta zorunludur',
  password: 'Şifre zorunludur',
};

const fields = ['username', 'email', 'password', 'phone', 'firstName', 'lastName', 'streamUrl'] as const;

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const register = useRegister();
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const found = validateForm(RegisterRequest, values, required);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(form, found);

    // Optional fields go as (possibly empty) strings; the server turns empty ones into null.
    const payload = Object.fromEntries(fields.map((f) => [f, values[f]?.trim() ?? ''])) as RegisterRequest;
    payload.password = values.password ?? '';

    register.mutate(payload, {
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
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        showError(error);
      },
    });
  };

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
          name="username"
          hint="En az 3 karakter"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          minLength={3}
          required
          error={errors.username}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Ad" name="firstName" autoComplete="given-name" error={errors.firstName} />
          <Field label="Soyad" name="lastName" autoComplete="family-name" error={errors.lastName} />
        </div>
        <Field label="E-posta" name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field label="Telefon" name="phone" type="tel" autoComplete="tel" error={errors.phone} />
        <Field
          label="Şifre"
          name="password"
          type="password"
          hint="En az 6 karakter"
          autoComplete="new-password"
          minLength={6}
          required
          error={errors.password}
        />
        <Field
          label="Yayın Linki"
          name="streamUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          error={errors.streamUrl}
        />
        <Button type="submit" size="lg" className="w-full" pending={register.isPending}>
          {register.isPending ? 'Kaydediliyor...' : 'Kayıt Ol'}
        </Button>
      </form>
    </AuthCard>
  );
}
