import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RegisterForm } from '@/features/accounts/components/register-form';

export const Route = createFileRoute('/kayit')({
  component: RegisterPage,
});

function RegisterPage() {
  const navigate = useNavigate();
  return <RegisterForm onSuccess={() => void navigate({ to: '/' })} />;
}
