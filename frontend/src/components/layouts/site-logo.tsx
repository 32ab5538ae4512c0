import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Wordmark } from '@/components/ui/wordmark';

/** The logo image from site settings, or the wordmark when unset or broken. */
export function SiteLogo({ logoUrl }: { logoUrl?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const showImage = !!logoUrl && broken !== logoUrl;
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      aria-label="Güvenilir Siteler - Ana Sayfa"
      data-testid="site-logo"
    >
      {showImage ? (
        <ResponsiveImage
          src={logoUrl}
          sizes="180px"
          maxWidth={180}
          width={180}
          height={36}
          priority
          alt="Güvenilir Siteler"
          className="h-9 w-auto max-w-[180px] object-contain"
          onError={() => setBroken(logoUrl)}
        />
      ) : (
        <Wordmark />
      )}
    </Link>
  );
}
