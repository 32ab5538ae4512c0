import { Link } from '@tanstack/react-router';
import { Eye, ShieldCheck } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DownloadLink } from '@/components/ui/download-link';

/** /profil: the member's KVKK rights where they are used, with the notice that explains them. */
export function MyDataCard() {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="my-data-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-500/10 text-brand-600 dark:text-brand-400">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="my-data-title" className="text-lg font-bold">
              Kişisel Verilerim
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Sitede hakkınızda tutulan tüm verileri görüntüleyebilir ya da tek bir JSON dosyası olarak indirebilirsiniz.
              Ayrıntılar için{' '}
              <Link to="/kvkk" className="font-medium text-brand-600 hover:underline dark:text-brand-400">
                Aydınlatma Metni
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/profil/verilerim" className={buttonClass('outline', 'md')}>
            <Eye className="size-4" aria-hidden="true" /> Verilerimi Görüntüle
          </Link>
          <DownloadLink href="/api/me/export" label="Verilerimi İndir" />
        </div>
      </div>
    </Card>
  );
}
