import { LoaderCircle } from 'lucide-react';

/** A centred loading indicator with a screen-reader label. */
export function Spinner({ label = 'Yükleniyor...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-500">
      <LoaderCircle className="size-6 animate-spin text-brand-500" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
