import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

export const Route = createFileRoute('/sifremi-unuttum')({
  component: ForgotPasswordForm,
});
