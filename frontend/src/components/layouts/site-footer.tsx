import { Link } from '@tanstack/react-router';
import { currentYear } from '@/lib/format';

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t print:hidden border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-center gap-2 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6 dark:text-slate-400">
        <p data-testid="footer-copyright">© {currentYear()} Güvenilir Siteler. Tüm hakları saklıdır.</p>
        <nav aria-label="Yasal metinler" className="flex gap-4 sm:ml-4">
          <Link to="/kvkk" className="hover:text-slate-900 hover:underline dark:hover:text-white">
            Aydınlatma Metni
          </Link>
          <Link to="/cerez-politikasi" className="hover:text-slate-900 hover:underline dark:hover:text-white">
            Çerez Politikası
          </Link>
        </nav>
      </div>
    </footer>
  );
}
