import { Link } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Told before the form, not after it is filled: applying needs an account. The spec's toast and
 * redirect on submit still follow for a guest who sends the form anyway.
 */
export function GuestNotice({ className }: { className?: string }) {
  return (
    <div
      data-testid="ticket-guest-notice"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-brand-500/30 bg-brand-500/10 px-4 py-3 text-sm sm:flex-row sm:items-center',
        className,
      )}
    >
      <LogIn className="hidden size-5 shrink-0 text-brand-600 sm:block dark:text-brand-400" aria-hidden="true" />
      <p className="flex-1 text-slate-700 dark:text-slate-200">
        Bilet başvurusu yapmak için bir hesabınız olmalı. Önce giriş yapın ya da ücretsiz kayıt olun.
      </p>
      <div className="flex gap-3 font-semibold">
        <Link to="/giris" search={{ redirect: '/bilet-sistemi' }} className="text-brand-700 underline dark:text-brand-400">
          Giriş Yap
        </Link>
        <Link to="/kayit" className="text-brand-700 underline dark:text-brand-400">
          Kayıt Ol
        </Link>
      </div>
    </div>
  );
}
