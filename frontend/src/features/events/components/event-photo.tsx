import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';

/** The event's photo, or a branded placeholder when there is none or it does not load. */
/** `priority`: above the fold and likely the largest paint (the list's first card), fetched at once rather than lazily. */
export function EventPhoto({ url, className, priority = false }: { url: string | null; className?: string; priority?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = url && failed !== url;
  return (
    <div className={cn('relative overflow-hidden bg-slate-100 dark:bg-slate-800', className)}>
      {show ? (
        <ResponsiveImage
          src={url}
          sizes="(min-width: 1024px) 640px, 100vw"
          maxWidth={768}
          width={640}
          height={360}
          priority={priority}
          onError={() => setFailed(url)}
          className="size-full object-cover"
        />
      ) : (
        <div className="grid size-full place-items-center bg-gradient-to-br from-brand-500/25 via-accent-500/20 to-accent-500/30">
          <CalendarDays className="size-10 text-white/80 drop-shadow" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
