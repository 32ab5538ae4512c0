import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A ticket company's logo; a ticket glyph when it has none or it fails to load (an external URL may
 * be unreachable, and a broken-image icon on the raffle page looks like a broken site).
 */
export function CompanyLogo({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        className={cn(
          'grid place-items-center rounded-lg bg-gradient-to-br from-brand-500/15 to-accent-500/15 text-brand-500',
          className,
        )}
        data-testid="company-logo-fallback"
      >
        <Ticket className="size-1/2" aria-hidden="true" />
      </span>
    );
  }
  return <img src={src} alt="" className={cn('object-contain', className)} onError={() => setFailed(src)} />;
}
