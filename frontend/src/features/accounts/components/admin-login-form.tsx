import { LoginRequest } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { z } from 'zod';
import { useStaffLogin } from '../api/login';
import { authLinkClass } from './auth-card';
import { SignInForm } from './sign-in-form';

/** Staff log in with their e-mail address only (the member form also takes a username). */
const StaffLoginRequest = LoginRequest.extend({
  email: z
    .string()
    .trim()
    .min(1, { error: 'E-posta zorunludur' })
    .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' })),
});

const footer = (
  <Link to="/giris" className={authLinkClass}>
    Üye girişine dön
  </Link>
);

/** Staff login: only super_admin and editor get in; anyone else is told so and logged out again. */
export function AdminLoginForm({ onSuccess }: { onSuccess: () => void }) {
  return (
    <SignInForm
      schema={StaffLoginRequest}
      login={useStaffLogin()}
      onSuccess={onSuccess}
      card={{ icon: ShieldCheck, title: 'Admin Girişi', description: 'Yönetim paneline erişmek için giriş yapın', footer }}
      formLabel="Admin giriş formu"
      staffOnly
      email={{ label: 'E-posta', type: 'email', autoComplete: 'email' }}
    />
  );
}
