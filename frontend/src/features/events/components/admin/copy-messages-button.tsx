import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { showError, toast } from '@/lib/toast';

const COPIED_MS = 2000;

/** The Clipboard API exists only on secure pages; a plain-http admin still gets a working copy. */
async function copyText(text: string) {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Panoya kopyalanamadı');
}

/** Copies every participant's message, one per line; 'Kopyalandı' for 2 s (spec screen 15). */
export function CopyMessagesButton({ messages }: { messages: string[] }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (messages.length === 0) return void toast.error('Kopyalanacak mesaj yok', { duration: COPIED_MS });
    try {
      await copyText(messages.join('\n'));
      setCopied(true);
      toast.success('Kopyalandı', {
        description: `${formatNumber(messages.length)} mesaj panoya kopyalandı`,
        duration: COPIED_MS,
      });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void copy()}>
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      {copied ? 'Kopyalandı' : 'Tüm Mesajları Kopyala'}
    </Button>
  );
}
