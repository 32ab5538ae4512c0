import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** A labelled hash or seed in full (monospace, wraps anywhere) with a copy button. */
export function HashValue({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Kopyalanamadı', { description: 'Tarayıcı panoya erişime izin vermedi.' });
    }
  };
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</p>
        <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={copy} aria-label={`${label} kopyala`}>
          {copied ? <Check className="size-3.5" aria-hidden="true" /> : <Copy className="size-3.5" aria-hidden="true" />}
          {copied ? 'Kopyalandı' : 'Kopyala'}
        </Button>
      </div>
      <p
        data-testid={testId}
        className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs leading-relaxed break-all text-slate-700 dark:bg-slate-950/60 dark:text-slate-300"
      >
        {value}
      </p>
      {hint && <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
    </div>
  );
}
