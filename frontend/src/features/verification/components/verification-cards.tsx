import type { SocialPlatform } from '@app/contracts';
import type { ReactNode } from 'react';
import { useMyVerifications } from '../api/get-my-verifications';
import { ManualVerificationCard } from './manual-verification-card';
import { TelegramVerificationCard } from './telegram-verification-card';

/** Profile: the three social verification cards; states follow the `social-verifications` notice. */
/** `extra`: a card another feature adds beside the three (the Kick link), composed by the route. */
export function VerificationCards({ points, extra }: { points: Partial<Record<SocialPlatform, number>>; extra?: ReactNode }) {
  const { data: verifications = [] } = useMyVerifications();
  // Newest first: the first one per platform is its current state.
  const latest = (platform: SocialPlatform) => verifications.find((v) => v.platform === platform);
  return (
    <section aria-labelledby="social-verification-heading" className="space-y-4">
      <div>
        <h2 id="social-verification-heading" className="text-xl font-bold">
          Sosyal Medya Doğrulama
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Hesaplarınızı doğrulayın, her platform için bir kez puan kazanın.
        </p>
      </div>
      <div className={extra ? 'grid gap-4 md:grid-cols-2 xl:grid-cols-4' : 'grid gap-4 md:grid-cols-3'}>
        <TelegramVerificationCard verified={latest('telegram')} points={points.telegram} />
        <ManualVerificationCard platform="youtube" latest={latest('youtube')} points={points.youtube} />
        <ManualVerificationCard platform="instagram" latest={latest('instagram')} points={points.instagram} />
        {extra}
      </div>
    </section>
  );
}
