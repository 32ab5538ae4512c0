import { ShieldCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const steps = [
  'Çekiliş oluşturulurken site 32 baytlık rastgele, gizli bir tohum üretir ve yalnızca onun SHA-256 özetini (taahhüt) yayımlar. Tohum çekilişe kadar açıklanmaz.',
  'Çekiliş başlatıldığında katılım listesi dondurulur ve tohum açıklanır. Tohumun SHA-256 özeti, önceden yayımlanan taahhütle aynı olmalıdır.',
  'Kazananlar, tohumla anahtarlanan HMAC-SHA256 ile katılım listesinden sırayla seçilir; bir üye en fazla bir kez kazanır. Aynı tohum ve aynı liste her zaman aynı kazananları verir.',
  '"Sonucu Doğrula" düğmesi bu hesabı sizin tarayıcınızda baştan yapar: açıklanan tohumun taahhütle, katılım listesinin yayımlanan listeyle ve çıkan kazananların ilan edilenlerle aynı olduğunu gösterir. Sitenin sunucusuna güvenmeniz gerekmez.',
];

/** The short Turkish explanation of the provably fair draw (docs/draws.md has the full algorithm). */
export function HowItWorks({ className }: { className?: string }) {
  return (
    <Card className={cn('space-y-4 p-5 sm:p-6', className)}>
      <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <ShieldCheck className="size-5 text-emerald-500" aria-hidden="true" />
        Sonuç nasıl doğrulanır?
      </h2>
      <ol className="space-y-3 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
        {steps.map((step, k) => (
          <li key={k} className="flex gap-3">
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-500/15 text-xs font-bold text-brand-700 dark:text-brand-400">
              {k + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <p className="border-t border-slate-200 pt-3 text-xs leading-relaxed text-slate-500 dark:border-slate-800 dark:text-slate-400">
        Bu yöntem tohumun katılımlar kapanmadan önce sabitlendiğini ve kazananların elle seçilmediğini kanıtlar. Katılım
        listesinin eksiksiz olduğunu ise kendi katılımınızı listede arayarak kontrol edebilirsiniz.
      </p>
    </Card>
  );
}
