import { LoginRequest } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldErrorsOf } from '@/lib/api-client';
import { focusFirstError, formValues, validateForm, type FieldErrors } from '@/lib/form';
import { showError, toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import { AuthCard, authLinkClass } from './auth-card';

const required = {
  email: 'E-posta veya kullanıcı adı zorunludur',
  password: 'Şifre zorunludur',
};

/** Member login with e-mail or username; `onSuccess` decides where to go next. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    const found = validateForm(LoginRequest, values, required);
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
          setErrors(fieldErrorsOf(error));
          showError(error);
        },
      },
    );
  };

  return (
    <AuthCard
      icon={LogIn}
      title="Giriş Yap"
      description="Hesabınıza giriş yapın"
      footer={
        <Link to="/kayit" className={authLinkClass}>
          Hesabınız yok mu? Kayıt Olun
        </Link>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Giriş formu">
        <Field
          label="E-posta veya Kullanıcı Adı"
          name="email"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
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
