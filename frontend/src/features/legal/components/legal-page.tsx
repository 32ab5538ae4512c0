import type { ReactNode } from 'react';
import type { LegalDoc } from '@app/contracts';
import { LoadFailed, failedWithoutData } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { useLegalText } from '../api/get-legal-text';

/**
 * /kvkk and /cerez-politikasi: the text as a super_admin wrote it, paragraph by paragraph, never as HTML.
 * `after`: what follows the text whatever it says (the notice's data controller and list of personal data).
 */
export function LegalPage({ doc, after }: { doc: LegalDoc; after?: ReactNode }) {
  const query = useLegalText(doc);
  const text = query.data;
  if (!text) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {failedWithoutData(query) ? <LoadFailed what="Metin" query={query} /> : <Spinner />}
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{text.title}</h1>
      {text.updatedAt && (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Son güncelleme: {formatDate(text.updatedAt)}</p>
      )}
      <div className="mt-6 space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
        {text.body.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      {after}
    </article>
  );
}
