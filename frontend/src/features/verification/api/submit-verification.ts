import {
  type ManualVerificationRequest,
  TelegramInitResponse,
  TelegramVerifyResponse,
  VerificationMessageResponse,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** What a success refetches, so the change's own notices fetch nothing more (lib/own-changes.ts). */
const REFRESHED = [Topic.socialVerifications, Topic.authUser];

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === Topic.socialVerifications || q.queryKey[0] === Topic.authUser,
    });
};

/** POST /api/social-verifications/manual (YouTube channel link, Instagram username). */
export function useSubmitManualVerification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ManualVerificationRequest) =>
      api.post('/api/social-verifications/manual', body, { schema: VerificationMessageResponse, covers: REFRESHED }),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

/** POST /api/social-verifications/telegram/init: a fresh code and the bot's deep link. */
export const useStartTelegramVerification = () =>
  useMutation({
    mutationFn: () => api.post('/api/social-verifications/telegram/init', undefined, { schema: TelegramInitResponse }),
  });

/** POST /api/social-verifications/telegram/verify: `success: false` means "not yet" (the server says why). */
export function useCheckTelegramVerification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post('/api/social-verifications/telegram/verify', undefined, { schema: TelegramVerifyResponse }),
    onSuccess: (r) => (r.success ? refresh() : undefined),
  });
}
