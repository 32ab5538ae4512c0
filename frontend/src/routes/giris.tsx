import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '@/features/accounts/components/login-form';
import { safeRedirect } from '@/lib/safe-redirect';

/** `redirect`: where a guard sent the visitor from; followed after login when it is a same-site path. */
// A plain function, not a zod schema: route search parsers run in the first page's scripts.
const search = (input: Record<string, unknown>): { redirect?: string } =>
  typeof input.redirect === 'string' ? { redirect: input.redirect } : {};

export const Route = createFileRoute('/giris')({
  validateSearch: search,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const target = safeRedirect(redirect);
  return <LoginForm onSuccess={() => void (target ? navigate({ href: target }) : navigate({ to: '/' }))} />;
}
