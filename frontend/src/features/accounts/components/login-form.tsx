import { LoginRequest } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useLogin } from '../api/login';
import { authLinkClass } from './auth-card';
import { SignInForm } from './sign-in-form';

const footer = (
  <Link to="/kayit" className={authLinkClass}>
    Hesabınız yok mu? Kayıt Olun
  </Link>
);

/** Member login with e-mail or username; `onSuccess` decides where to go next. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  return (
    <SignInForm
      schema={LoginRequest}
      login={useLogin()}
      onSuccess={onSuccess}
      card={{ icon: LogIn, title: 'Giriş Yap', description: 'Hesabınıza giriş yapın', footer }}
      formLabel="Giriş formu"
      afterPassword={
        <div className="-mt-2 text-right text-sm">
          <Link to="/sifremi-unuttum" className={authLinkClass}>
            Şifremi Unuttum
          </Link>
        </div>
      }
      email={{
        label: 'E-posta veya Kullanıcı Adı',
        type: 'text',
        autoComplete: 'username',
        autoCapitalize: 'none',
        spellCheck: false,
      }}
    />
  );
}
