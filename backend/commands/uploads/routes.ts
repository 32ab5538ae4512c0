import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import { MAX_UPLOAD_BYTES, receiveImageUpload, TOO_LARGE } from '../../core/blob-store/images.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireStaff } from '../../http/session.js';

/** POST /api/upload (staff): multipart field `file`, an image judged by its bytes; answers `{url}`. */
export const uploadRoutes = (deps: Deps) =>
  new Hono<AppEnv>().post('/', requireStaff, async (c) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    // Multipart framing adds a little; a declared body far past the limit is refused before reading it.
    if (declared > MAX_UPLOAD_BYTES + 64 * 1024) throw new DomainError('payload_too_large', TOO_LARGE);
    const url = await receiveImageUpload(deps.blobs, c.req.raw.body as never, c.req.header('content-type') ?? '');
    return c.json({ url }, 201);
  });
