import type { Notice } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { subscribeNotices } from '@/lib/socket';
import { toast } from '@/lib/toast';
import { Topic } from '@app/contracts/plain';
import { myDrawWinsQueryOptions } from '../api/get-my-draw-wins';

/**
 * The winner's live notice: the server tells the member's own room which draws they just won; the
 * wins are fetched (sockets notify, queries fetch) and each new one is congratulated once.
 */
export function useDrawWinNotices(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!userId) return;
    const onNotice = async (notice: Notice) => {
      if (notice.topic !== Topic.drawWins) return;
      const wins = await queryClient.fetchQuery({ ...myDrawWinsQueryOptions(userId), staleTime: 0 }).catch(() => []);
      for (const win of wins.filter((w) => notice.ids?.includes(w.drawId))) {
        toast.success('Tebrikler, kazandınız!', {
          id: `draw-win-${win.drawId}`,
          description: `"${win.title}" çekilişini kazandınız${win.prize ? `: ${win.prize}` : ''}.`,
          duration: 15_000,
          action: { label: 'Görüntüle', onClick: () => void navigate({ to: '/cekilisler/$id', params: { id: win.drawId } }) },
        });
      }
    };
    return subscribeNotices((notice) => void onNotice(notice));
  }, [userId, queryClient, navigate]);
}
