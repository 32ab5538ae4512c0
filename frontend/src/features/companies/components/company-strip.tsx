import type { PublicCompany } from '@app/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';

/** The partner logos under the sliding banners: logo and name, linked to the company's site when it has one. */
export function CompanyStrip({ companies }: { companies: PublicCompany[] }) {
  if (companies.length === 0) return null;
  return (
    <section
      aria-label="Partner firmalar"
      className="rounded-xl border border-slate-200 bg-white/70 px-4 py-4 dark:border-slate-800 dark:bg-slate-900/50"
    >
      <ul className="flex flex-wrap items-center justify-center gap-2 sm:gap-4">
        {companies.map((c) => {
          const body = (
            <>
              <ResponsiveImage
                src={c.logoUrl}
                sizes="40px"
                maxWidth={40}
                width={40}
                height={40}
                priority
                className="size-10 shrink-0 rounded-lg object-contain"
              />
              <span className="text-sm font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200">{c.name}</span>
            </>
          );
          const className = cn(
            'flex items-center gap-3 rounded-xl px-3 py-2 transition',
            c.websiteUrl &&
              'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-800',
          );
          return (
            <li key={c.id} data-testid="company-logo">
              {c.websiteUrl ? (
                <a href={c.websiteUrl} target="_blank" rel="noopener noreferrer" className={className} title={c.name}>
                  {body}
                </a>
              ) : (
                <div className={className}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
