import type { Draw, DrawStatus } from '@app/contracts';
import { useEffect, useState } from 'react';

export const REVEAL_STEP_MS = 900;

/**
 * How many winners to show. A draw that was already decided when the page opened shows them all;
 * a page that watched it open sees them revealed one after another as the result arrives.
 */
export function useRevealedCount(draw: Draw | undefined) {
  // The status the page first saw, kept as state (set during render, React's "adjust state" pattern).
  const [firstStatus, setFirstStatus] = useState<DrawStatus | null>(null);
  if (draw && firstStatus === null) setFirstStatus(draw.status);
  const live = (firstStatus ?? draw?.status) === 'open' && draw?.status === 'drawn';
  const total = draw?.winners.length ?? 0;
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (!live || total === 0) return;
    const timer = setInterval(() => {
      setShown((n) => {
        if (n + 1 >= total) clearInterval(timer);
        return Math.min(n + 1, total);
      });
    }, REVEAL_STEP_MS);
    return () => clearInterval(timer);
  }, [live, total]);

  return { shown: live ? shown : total, revealing: live && shown < total, live };
}
