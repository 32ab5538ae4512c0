import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** The overlay's address for OBS's browser source, with a copy button. */
export function OverlayUrl({ path }: { path: string }) {
  const url = `${window.location.origin}${path}`;
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="font-medium">Yayın katmanı (OBS):</span>
      <code className="truncate rounded bg-slate-100 px-2 py-1 dark:bg-slate-800" data-testid="overlay-url">
        {url}
      </code>
      <Button
        variant="outline"
        size="sm"
        aria-label="Bağlantıyı kopyala"
        onClick={() =>
          void navigator.clipboard.writeText(url).then(
            () => toast.success('Kopyalandı', { description: 'Katman bağlantısı panoya kopyalandı.' }),
            () => toast.error('Kopyalanamadı', { description: 'Bağlantıyı elle seçip kopyalayın.' }),
          )
        }
      >
        <Copy className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
