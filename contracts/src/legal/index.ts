import { z } from 'zod';
import { LEGAL_DEFAULTS } from './defaults.js';

export { LEGAL_DEFAULTS };
export { NOT_SET, PERSONAL_DATA_KINDS, type PersonalDataKind } from './personal-data-notice.js';

/** The two texts KVKK art. 10 and the cookie rules ask every operator to publish. */
export const LEGAL_DOCS = ['kvkk', 'cookies'] as const;
export const LegalDoc = z.enum(LEGAL_DOCS, { error: 'Bilinmeyen metin' });
export type LegalDoc = z.infer<typeof LegalDoc>;

/** Where each text is shown on the site. */
export const LEGAL_PATHS: Record<LegalDoc, string> = { kvkk: '/kvkk', cookies: '/cerez-politikasi' };

export const LegalText = z.object({
  title: z.string(),
  body: z.string(),
  /** null while the site shows the default text. */
  updatedAt: z.string().nullable(),
});
export type LegalText = z.infer<typeof LegalText>;

export const LEGAL_LIMITS = { title: 200, body: 50_000 } as const;

export const UpdateLegalTextRequest = z.object({
  title: z
    .string({ error: 'Başlık zorunludur' })
    .trim()
    .min(1, { error: 'Başlık zorunludur' })
    .max(LEGAL_LIMITS.title, { error: 'Başlık en fazla 200 karakter olabilir' }),
  body: z
    .string({ error: 'Metin zorunludur' })
    .trim()
    .min(1, { error: 'Metin zorunludur' })
    .max(LEGAL_LIMITS.body, { error: 'Metin en fazla 50.000 karakter olabilir' }),
});
export type UpdateLegalTextRequest = z.infer<typeof UpdateLegalTextRequest>;

export const LegalTextChangedV1 = z.object({ doc: LegalDoc, title: z.string(), body: z.string() });
export const legalEventSchemas = { LegalTextChanged: LegalTextChangedV1 } as const;

export { MemberDataExport } from './export.js';
