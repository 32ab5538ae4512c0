import { z, type ZodType } from 'zod';

/**
 * What the OpenAPI document says about each route beyond what the code already tells: a Turkish
 * summary, the group, who may call it, and the answer's contract schema. Request bodies and query
 * strings are not repeated here: the document reads them from the route's own `validate(...)`.
 * Each slice's manifest brings the entries of its routes (`operations`); a route the app registers
 * without an entry fails the coverage test.
 */
export type Access = 'public' | 'member' | 'staff' | 'super_admin';

export type Answer = ZodType | 'csv' | 'html' | 'javascript' | 'css' | 'image' | 'openapi' | 'none' | 'redirect' | 'asset';

export interface Operation {
  summary: string;
  tag: string;
  access: Access;
  answer: Answer;
  /** The success status when it is not 200 (302 for a `redirect` answer). */
  status?: 201 | 202 | 204 | 302;
  /** The values a path parameter takes, when it is one of a few names (`{doc}`, `{step}`, `{file}`). */
  params?: Record<string, readonly string[]>;
  /** Refusals of the domain beyond the ones access, path and validation imply (409, 422, 429, ...). */
  errors?: number[];
  /** multipart/form-data with one `file` field. */
  upload?: boolean;
  description?: string;
  /**
   * Issue 41, edits held to the revision their editor saw: `read`, a single record whose answer names its
   * stream revision as `ETag: "<revision>"`; `write`, an edit that takes `If-Match: "<revision>"` and
   * answers 412 when the record has changed since (without the header it is applied as before).
   */
  revision?: 'read' | 'write';
}

export const Ok = z.object({ ok: z.literal(true) });
export const Deleted = z.object({ id: z.string() });
export const JoinResponse = z.object({ participated: z.literal(true), participationCount: z.number().int() });
export const ReviewResponse = z.object({ message: z.string(), pointsAwarded: z.number().int() });

export const READ = { revision: 'read' } as const;
export const WRITE = { revision: 'write' } as const;

export const op =
  (tag: string) =>
  (access: Access, summary: string, answer: Answer, more: Partial<Operation> = {}): Operation => ({
    tag,
    access,
    summary,
    answer,
    ...more,
  });

/** The Created / list / update / delete routes every content slice shares. */
export function catalog(path: string, tag: string, noun: string, list: { public: ZodType; admin: ZodType; item: ZodType }) {
  const o = op(tag);
  return {
    [`GET ${path}`]: o('public', `Yayındaki ${noun} listesi`, list.public),
    [`GET ${path}/all`]: o('staff', `Tüm ${noun} (yönetim)`, list.admin),
    [`GET ${path}/:id`]: o('staff', `Tek ${noun} kaydı (yönetim; ETag başlığı kaydın revizyonu)`, list.item, READ),
    [`POST ${path}`]: o('staff', `Yeni ${noun} kaydı`, list.item, { status: 201 }),
    [`PATCH ${path}/:id`]: o('staff', `${noun} güncelleme`, list.item, WRITE),
    [`DELETE ${path}/:id`]: o('staff', `${noun} silme`, Deleted, WRITE),
  };
}

const content = op('İçerik');
const docs = op('API Belgeleri');

/** The routes the app itself registers (health, uploaded images, this document); the slices bring theirs in their manifests. */
export const siteOperations: Record<string, Operation> = {
  'GET /uploads/:key': content('public', 'Yüklenmiş görsel', 'image'),
  'GET /api/openapi.json': docs('public', 'Bu belge (OpenAPI 3.1)', 'openapi'),
  'GET /health': docs('public', 'Sağlık kontrolü (yük dengeleyici ve orkestratör için)', z.object({ status: z.literal('ok') })),
  'GET /api/docs': docs('public', 'Etkileşimli API başvuru sayfası', 'html'),
  'GET /api/docs/:file': docs('public', 'Başvuru sayfasının dosyaları (betik, stil ve görseller)', 'asset', {
    // Kept in step with FILES in routes.ts (and init.js, written there).
    params: { file: ['init.js', 'swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png'] },
  }),
};
