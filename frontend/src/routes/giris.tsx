import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginForm } from '@/features/accounts/components/login-form';
import { safeRedirect } from '@/lib/safe-redirect';

const search = z.object({
  /** Where a guard sent the visitor from; followed after login when it is a same-site path. */
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/giris')({
  validateSearch: search,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const target = safeRedirect(redirect);
  return (
    <LoginForm
      onSuccess={() => void (target ? navigate({ href: target }) : navigate({ to: '/' }))}
    />
  );
}
