import { LoginRequest } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldErrorsOf } from '@/lib/api-client';
import { focusFirstError, formValues, validateForm, type FieldErrors } from '@/lib/form';
import { showError, toast } from '@/lib/toast';
import { NotStaffError, useStaffLogin } from '../api/login';
import { AuthCard, authLinkClass } from './auth-card';

const AdminLoginRequest = LoginRequest.extend({
  email: z.string().trim().pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' })),
});

const required = { email: 'E-posta zorunludur', password: 'Şifre zorunludur' };

/** Staff login: only super_admin and editor get in; anyone else is told so and logged out again. */
export function AdminLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useStaffLogin();
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const found = validateForm(AdminLoginRequest, values, required);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(form, found);

    login.mutate(
      { email: values.email ?? '', password: values.password ?? '' },
      {
        onSuccess: () => {
          toast.success('Giriş başarılı');
          onSuccess();
        },
        onError: (error) => {
          if (error instanceof NotStaffError) {
            toast.error('Yetkisiz Erişim', { description: 'Bu alana erişim yetkiniz yok.' });
            return;
          }
          setErrors(fieldErrorsOf(error));
          showError(error);
        },
      },
    );
  };

  return (
    <AuthCard
      icon={ShieldCheck}
      title="Admin Girişi"
      description="Yönetim paneline erişmek için giriş yapın"
      footer={
        <Link to="/giris" className={authLinkClass}>
          Üye girişine dön
        </Link>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Admin giriş formu">
        <Field
          label="E-posta"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <Field
          label="Şifre"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <Button type="submit" size="lg" className="w-full" pending={login.isPending}>
          {login.isPending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
        </Button>
      </form>
    </AuthCard>
  );
}
