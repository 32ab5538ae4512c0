import { Link } from '@tanstack/react-router';
import { ArrowLeft, House } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

/** Back where the person came from; a link opened in a new tab has nowhere to go back to but home. */
function goBack() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

export function NotFound() {
  return (
    <section
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center"
      data-testid="not-found"
    >
      {/* React puts it in <head>: the server's 404 says the same with X-Robots-Tag. */}
      <meta name="robots" content="noindex" />
      <p className="bg-gradient-to-br from-brand-500 to-accent-500 bg-clip-text text-7xl font-black tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">Aradığınız sayfa bulunamadı.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          <House className="size-5" aria-hidden="true" />
          Ana Sayfaya Dön
        </Link>
        <button type="button" onClick={goBack} className={buttonClass('outline', 'lg')}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          Geri Dön
        </button>
      </div>
    </section>
  );
}
