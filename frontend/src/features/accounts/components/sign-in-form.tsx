import type { LoginRequest } from '@app/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { settle } from '@/lib/mutations';
import { toast } from '@/lib/toast';
import { NotStaffError, type PasswordAnswer, userOf } from '../api/login';
import { AuthCard } from './auth-card';
import { SecondStepForm } from './second-step-form';

interface SignInFormProps {
  /** The member form takes an e-mail or a username; the staff form an e-mail address only. */
  schema: z.ZodType<unknown, LoginRequest>;
  login: Pick<UseMutationResult<PasswordAnswer, Error, LoginRequest>, 'mutateAsync' | 'isPending'>;
  onSuccess: () => void;
  card: { icon: LucideIcon; title: string; description: string; footer: ReactNode };
  formLabel: string;
  /** The first field's label and input attributes (its name is always `email`, as the spec's form calls it). */
  email: { label: string } & InputHTMLAttributes<HTMLInputElement>;
  /** Below the password (the member form's "Şifremi Unuttum"). */
  afterPassword?: ReactNode;
  /** The staff door refuses a member account also after the second step. */
  staffOnly?: boolean;
}

/**
 * The member and the staff login: two fields, the same answers; a member account at the staff door is
 * told it has no access. An account with the two-step login is asked for its code next.
 */
export function SignInForm(props: SignInFormProps) {
  const [secondStep, setSecondStep] = useState(false);
  if (secondStep)
    return <SecondStepForm staffOnly={props.staffOnly} onSuccess={props.onSuccess} onRestart={() => setSecondStep(false)} />;
  return <PasswordStep {...props} onSecondStep={() => setSecondStep(true)} />;
}

function PasswordStep({
  schema,
  login,
  onSuccess,
  onSecondStep,
  card,
  formLabel,
  afterPassword,
  email: { label, ...emailInput },
}: SignInFormProps & { onSecondStep: () => void }) {
  const f = useContractForm(schema, { values: { email: '', password: '' } });
  // A refusal that names no field (wrong password, banned, too many tries) stays under the form after
  // the 'Hata' toast has gone, where the person filling it in looks.
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = f.onSubmit((request) => {
    setRefusal(null);
    // The session applies (and what is on screen refetches) before this callback runs: a form that gives way
    // meanwhile must still say so and move on, so settle, not mutate's callbacks (issue 39).
    settle(login.mutateAsync(request), {
      onSuccess: (answer) => {
        if (!userOf(answer)) return onSecondStep();
        toast.success('Giriş başarılı');
        onSuccess();
      },
      onError: (error) => {
        if (error instanceof NotStaffError) {
          setRefusal('Bu alana erişim yetkiniz yok.');
          return toast.error('Yetkisiz Erişim', { description: 'Bu alana erişim yetkiniz yok.' });
        }
        if (!(error instanceof ApiRequestError && error.issues.length > 0)) setRefusal(error.message);
        f.failed(error);
      },
    });
  });

  return (
    <AuthCard {...card}>
      <form noValidate onSubmit={submit} className="space-y-5" aria-label={formLabel}>
        <Field label={label} required {...emailInput} {...f.field('email')} />
        <Field label="Şifre" type="password" autoComplete="current-password" required {...f.field('password')} />
        {afterPassword}
        {refusal && (
          <p
            role="alert"
            data-testid="login-error"
            className="rounded-lg bg-red-500/10 px-3 py-2 text-sm font-medium text-red-700 dark:text-red-300"
          >
            {refusal}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" pending={login.isPending}>
          {login.isPending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
        </Button>
      </form>
    </AuthCard>
  );
}
