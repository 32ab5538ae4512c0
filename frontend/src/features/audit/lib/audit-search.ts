import type { AuditType } from '@app/contracts';

/** /admin/denetim's URL: who (staff id), what (event type) and the Istanbul days, both included. */
export interface AuditSearch {
  yetkili?: string;
  islem?: AuditType;
  baslangic?: string;
  bitis?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : undefined);
/** An event type's shape; whether it is one the log knows is checked by the page (`knownAuditType`). */
const TYPE_NAME = /^[A-Z][A-Za-z]{1,60}$/;

/**
 * A plain parser, not a zod schema: route search parsers run in the first page's scripts, which must
 * not bring zod, nor the list of audit types. A malformed value is dropped rather than sent on.
 */
export function parseAuditSearch(input: Record<string, unknown>): AuditSearch {
  const out: AuditSearch = {};
  if (typeof input.yetkili === 'string' && input.yetkili && input.yetkili.length <= 64) out.yetkili = input.yetkili;
  if (typeof input.islem === 'string' && TYPE_NAME.test(input.islem)) out.islem = input.islem as AuditType;
  const from = day(input.baslangic);
  const to = day(input.bitis);
  if (from) out.baslangic = from;
  if (to) out.bitis = to;
  return out;
}
