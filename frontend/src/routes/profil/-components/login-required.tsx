import { Link } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A guest on /profil: the spec shows this instead of redirecting. */
export function LoginRequired() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="flex w-full max-w-md flex-col items-center gap-3 p-8 text-center">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-500/15 text-brand-500">
          <LockKeyhole className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">Giriş Gerekli</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Profilinizi görmek için giriş yapmalısınız.</p>
        <Link to="/giris" search={{ redirect: '/profil' }} className={buttonClass('primary', 'md', 'mt-2')}>
          Giriş Yap
        </Link>
      </Card>
    </div>
  );
}
