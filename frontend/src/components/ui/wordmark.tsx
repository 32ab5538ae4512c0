import { ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The text logo used when no logo image is set (or it fails to load). */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-extrabold tracking-tight', className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-md shadow-brand-500/30">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">
        Güvenilir <span className="text-brand-700 dark:text-brand-500">Siteler</span>
      </span>
    </span>
  );
}
