import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminLoginForm } from '@/features/accounts/components/admin-login-form';

export const Route = createFileRoute('/admin-giris')({
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const navigate = useNavigate();
  return <AdminLoginForm onSuccess={() => void navigate({ to: '/admin' })} />;
}
