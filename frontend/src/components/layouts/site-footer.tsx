import { currentYear } from '@/lib/format';

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-center gap-2 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6 dark:text-slate-400">
        <p data-testid="footer-copyright">© {currentYear()} Güvenilir Siteler. Tüm hakları saklıdır.</p>
      </div>
    </footer>
  );
}
