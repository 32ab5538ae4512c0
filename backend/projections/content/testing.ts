import { ensureSuperAdmin } from '../../commands/accounts/accounts.js';
import { systemContext } from '../../core/system-context.js';
import { cookieOf, type Harness } from '../../test-support/harness.js';

/** A super_admin logged in on the harness; the cookie survives `h.restart()` (sessions are in the log). */
export async function staffCookie(h: Harness, email = 'staff@example.com') {
  await ensureSuperAdmin(h.deps, email, 'staff123', systemContext(h.deps, 'test'));
  const res = await h.request('POST', '/api/auth/login', { body: { email, password: 'staff123' } });
  if (res.status !== 200) throw new Error(`staff login: ${res.status}`);
  return cookieOf(res);
}

/** A 1x1 PNG as an inline data: URL, the way the image input's file tab could send it. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const UPLOAD_URL = /^\/uploads\/[a-f0-9]{64}\.png$/;
