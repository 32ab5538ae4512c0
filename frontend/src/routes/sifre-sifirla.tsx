import { isStaff } from '@app/contracts/plain';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

/** `token`: from the e-mailed link. A plain function, not a zod schema: route search parsers run in the first page's scripts. */
const search = (input: Record<string, unknown>): { token?: string } =>
  typeof input.token === 'string' ? { token: input.token } : {};

export const Route = createFileRoute('/sifre-sifirla')({
  validateSearch: search,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      token={token}
      onSuccess={(user) => void navigate({ to: isStaff(user.role) ? '/admin' : '/', replace: true })}
      // Only staff have the two-step login: their login page.
      onRestart={() => void navigate({ to: '/admin-giris' })}
    />
  );
}
