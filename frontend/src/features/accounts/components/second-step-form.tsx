import { type CurrentUser, TwoFactorLoginRequest } from '@app/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiRequestError } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { settle } from '@/lib/mutations';
import { toast } from '@/lib/toast';
import { NotStaffError, useSecondStep } from '../api/login';
import { AuthCard, authLinkClass } from './auth-card';

// The two shapes the server takes, each with its own field and Turkish messages.
const [CodeRequest, RecoveryRequest] = TwoFactorLoginRequest.options;

interface SecondStepProps {
  /** At the staff door a member account is refused, as after the password. */
  staffOnly?: boolean;
  onSuccess: (user: CurrentUser) => void;
  /** Back to the password (also when the step lapsed: the server no longer knows the password was given). */
  onRestart: () => void;
}

/** The second step of a staff login: the authenticator's 6-digit code, or one recovery code. */
export function SecondStepForm({ staffOnly, onSuccess, onRestart }: SecondStepProps) {
  const [recovery, setRecovery] = useState(false);
  return (
    <AuthCard
      icon={KeyRound}
      title="İki Adımlı Doğrulama"
      description={
        recovery
          ? 'Kurtarma kodlarınızdan birini girin. Her kod yalnızca bir kez kullanılabilir.'
          : 'Kimlik doğrulama uygulamanızdaki 6 haneli kodu girin.'
      }
      footer={
        <button type="button" className={authLinkClass} onClick={onRestart}>
          Girişe dön
        </button>
      }
    >
      <CodeForm key={String(recovery)} recovery={recovery} staffOnly={staffOnly} onSuccess={onSuccess} onRestart={onRestart} />
      <button
        type="button"
        className={`${authLinkClass} mt-4 block w-full text-center text-sm`}
        onClick={() => setRecovery(!recovery)}
      >
        {recovery ? 'Doğrulama kodu kullan' : 'Kurtarma kodu kullan'}
      </button>
    </AuthCard>
  );
}

function CodeForm({ recovery, staffOnly, onSuccess, onRestart }: SecondStepProps & { recovery: boolean }) {
  const step = useSecondStep({ staffOnly });
  const f = useContractForm(recovery ? RecoveryRequest : CodeRequest, {
    values: { code: '', recoveryCode: '' },
    toRequest: (v) => (recovery ? { recoveryCode: v.recoveryCode } : { code: v.code }),
  });
  const submit = f.onSubmit((request) =>
    // The session applies (and what is on screen refetches) before this callback runs: a form that gives way
    // meanwhile must still say so and move on, so settle, not mutate's callbacks (issue 39).
    settle(step.mutateAsync(request), {
      onSuccess: ({ user }) => {
        toast.success('Giriş başarılı');
        onSuccess(user);
      },
      onError: (error) => {
        if (error instanceof NotStaffError)
          return toast.error('Yetkisiz Erişim', { description: 'Bu alana erişim yetkiniz yok.' });
        f.failed(error);
        // No password waits for a code in this browser (it lapses after 5 minutes): start again.
        // A wrong code is a 401 too, but with its own code, and stays here for another try.
        if (error instanceof ApiRequestError && error.code === 'unauthenticated') onRestart();
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="İki adımlı doğrulama formu">
      {recovery ? (
        <Field
          label="Kurtarma Kodu"
          placeholder="XXXXX-XXXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...f.field('recoveryCode')}
        />
      ) : (
        <Field
          label="Doğrulama Kodu"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder="123456"
          required
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
          {...f.field('code')}
        />
      )}
      <Button type="submit" size="lg" className="w-full" pending={step.isPending}>
        {step.isPending ? 'Doğrulanıyor...' : 'Doğrula'}
      </Button>
    </form>
  );
}
