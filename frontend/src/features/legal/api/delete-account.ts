import { type DeleteAccountRequest, ErasureResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useEndSession } from '@/lib/logout';

export const deleteAccount = (request: DeleteAccountRequest) => api.post('/api/me/delete', request, { schema: ErasureResponse });

/**
 * POST /api/me/delete: the member erases their own account (KVKK). The server ends the session, so it
 * ends here as a logout does: home as a guest, the member's cached lists gone. Errors are the form's
 * (a wrong password is said beside the field).
 */
export const useDeleteAccount = () => useEndSession(deleteAccount, 'Hesabınız ve kişisel verileriniz silindi.', true);
