import { Send } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Shown wherever an event asks for a verified Telegram account. */
export function TelegramNote({ className, detailed = false }: { className?: string; detailed?: boolean }) {
  return (
    <p
      data-testid="telegram-note"
      className={cn(
        'flex items-start gap-2 rounded-xl bg-sky-500/10 px-3 py-2 text-sm text-sky-700 ring-1 ring-sky-500/20 ring-inset dark:text-sky-300',
        className,
      )}
    >
      <Send className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {detailed
          ? 'Bu etkinliğe katılmak için Telegram doğrulaması gereklidir. Doğrulamayı profil sayfanızdan yapabilirsiniz.'
          : 'Telegram doğrulaması gerekli'}
      </span>
    </p>
  );
}
