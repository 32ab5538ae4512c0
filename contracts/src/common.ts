import { z } from 'zod';
import { groupThousands } from './numbers.js';
import { Topic } from './topics.js';

// Zod's own messages in Turkish, for every schema built from this package.
z.config(z.locales.tr());

/** Empty or whitespace-only optional strings become null, as the spec asks. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, { error: `En fazla ${groupThousands(max)} karakter olabilir` })
    .nullish()
    .transform((v) => (v ? v : null));

export const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
};
const URL_MESSAGE = 'Geçerli bir bağlantı (http:// veya https://) girin';

export const httpUrl = z.string().trim().max(2048).refine(isHttpUrl, { error: URL_MESSAGE });

/** An http(s) URL, or nothing (empty string, null or absent all become null). */
export const optionalHttpUrl = z
  .string()
  .trim()
  .max(2048)
  .nullish()
  .refine((v) => !v || isHttpUrl(v), { error: URL_MESSAGE })
  .transform((v) => (v ? v : null));

export const Role = z.enum(['super_admin', 'editor', 'viewer', 'user']);
export type Role = z.infer<typeof Role>;
export { isStaff, roles, staffRoles } from './roles.js';
export { roleLabels } from './role-labels.js';

/** A change notice pushed over Socket.IO: the client refetches the queries of `topic`. */
export const Notice = z.object({
  topic: z.enum(Object.values(Topic) as [Topic, ...Topic[]]),
  ids: z.array(z.string()).optional(),
  /** The requests (X-Request-Id) behind the change: a client that made all of them has the answer already. */
  correlationIds: z.array(z.string()).optional(),
});
export type Notice = z.infer<typeof Notice>;

/**
 * The revision of a record's stream that its read model has applied (-1: nothing yet, for a setting
 * never saved). Staff answers carry it; an edit sends it back as `If-Match: "<revision>"` and is refused
 * with 412 when the record has changed since (issue 41).
 */
export const Revision = z.number().int().min(-1);
