import type { ComponentType, SVGProps } from 'react';
import { InstagramIcon, TelegramIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { cn } from '@/lib/cn';

/** What the site's chrome shows of the site settings (the root route passes them in). */
export interface SiteLinks {
  logoUrl?: string;
  telegramUrl?: string;
  instagramUrl?: string;
  youtubeUrl?: string;
}

interface SocialLinksProps {
  telegramUrl?: string;
  instagramUrl?: string;
  youtubeUrl?: string;
  className?: string;
}

const networks: Array<{
  key: keyof Omit<SocialLinksProps, 'className'>;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  hover: string;
}> = [
  { key: 'telegramUrl', label: 'Telegram kanalımız', Icon: TelegramIcon, hover: 'hover:text-sky-500' },
  { key: 'instagramUrl', label: 'Instagram hesabımız', Icon: InstagramIcon, hover: 'hover:text-pink-500' },
  { key: 'youtubeUrl', label: 'YouTube kanalımız', Icon: YoutubeIcon, hover: 'hover:text-red-500' },
];

/** Icon links for the networks whose setting has a value; nothing otherwise. */
export function SocialLinks({ className, ...urls }: SocialLinksProps) {
  const shown = networks.filter((n) => urls[n.key]);
  if (shown.length === 0) return null;
  return (
    <div className={cn('flex items-center gap-1', className)}>
      {shown.map(({ key, label, Icon, hover }) => (
        <a
          key={key}
          href={urls[key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          title={label}
          data-testid={`social-${key.replace('Url', '')}`}
          className={cn(
            'grid size-9 place-items-center rounded-lg text-slate-500 transition hover:bg-slate-100',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            'dark:text-slate-400 dark:hover:bg-slate-800',
            hover,
          )}
        >
          <Icon className="size-[18px]" />
        </a>
      ))}
    </div>
  );
}
