import { z } from 'zod';
import { pageLimit } from '../accounts/admin.js';
import { Role } from '../common.js';
import { AUDIT_TARGET_LABELS, AUDIT_TYPE_LABELS } from './labels.js';

export { AUDIT_TARGET_LABELS, AUDIT_TYPE_LABELS };

/**
 * The audit log (`/admin/denetim`, super_admin only): every staff command, read from the event log
 * (each event's metadata names its actor). The types below are the staff commands; members' own
 * actions are not among them, and a row never carries anything secret (no hashes, no session data).
 */
export type AuditType = keyof typeof AUDIT_TYPE_LABELS;
export const AUDIT_TYPES = Object.keys(AUDIT_TYPE_LABELS) as [AuditType, ...AuditType[]];
export const AuditType = z.enum(AUDIT_TYPES, { error: 'Bilinmeyen işlem türü' });

export type AuditTargetKind = keyof typeof AUDIT_TARGET_LABELS;
export const AuditTargetKind = z.enum(Object.keys(AUDIT_TARGET_LABELS) as [AuditTargetKind, ...AuditTargetKind[]]);

export const AuditEntry = z.object({
  /** The event's position in the log: the page cursor (`before`). */
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), username: z.string().nullable(), role: Role }),
  type: AuditType,
  summary: z.string(),
  target: z.object({ kind: AuditTargetKind, id: z.string(), title: z.string().optional() }),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
/** Newest first. */
export const AuditPage = z.array(AuditEntry);

export const AUDIT_PAGE = { default: 50, max: 200 } as const;

const day = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} YYYY-AA-GG biçiminde bir tarih olmalıdır` })
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${label} geçerli bir tarih olmalıdır` })
      .optional(),
  );

export const AuditQuery = z
  .object({
    /** The staff member's id. */
    actor: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(64, { error: 'Geçersiz yetkili' }).optional()),
    type: z.preprocess((v) => (v === '' ? undefined : v), AuditType.optional()),
    /** Days in Istanbul time, both included. */
    from: day('Başlangıç'),
    to: day('Bitiş'),
    before: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^[0-9]{1,15}$/, { error: 'before geçerli bir kayıt numarası olmalıdır' })
        .transform(Number)
        .optional(),
    ),
    limit: pageLimit(AUDIT_PAGE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'Başlangıç tarihi bitiş tarihinden sonra olamaz', path: ['to'] });
export type AuditQuery = z.input<typeof AuditQuery>;

/** Everyone who ever appears as an actor in the log (for the screen's filter), by username. */
export const AuditActor = z.object({ id: z.string(), username: z.string().nullable(), role: Role });
export const AuditActorList = z.array(AuditActor);
