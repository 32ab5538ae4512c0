import { z } from 'zod';
import { isHttpUrl, Revision } from '../common.js';
import { parseEventDateTime } from './datetime.js';

export * from './datetime.js';

const REQUIRED = 'Başlık ve açıklama zorunludur';
export const EVENT_MESSAGE_MAX = 1000;

/** Timing is never stored: it is worked out from the dates whenever an event is read. */
export const EventStatus = z.enum(['upcoming', 'ongoing', 'past']);
export type EventStatus = z.infer<typeof EventStatus>;

/**
 * Upcoming while the start is in the future, past once the end has gone by, ongoing otherwise
 * (both boundaries belong to the event). No start: it has started; no end: it never ends.
 */
export function eventStatusAt(e: { startDate: string | null; endDate: string | null }, now: Date): EventStatus {
  const t = now.getTime();
  if (e.startDate && t < Date.parse(e.startDate)) return 'upcoming';
  if (e.endDate && t > Date.parse(e.endDate)) return 'past';
  return 'ongoing';
}

const title = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(200, { error: 'Başlık en fazla 200 karakter olabilir' });
const description = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(5000, { error: 'Açıklama en fazla 5.000 karakter olabilir' });

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._-]+$/;
/** Only base64 inline images: that is what a file input yields, and nothing needs URL-decoding. */
const INLINE_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,/i;
const isPhotoUrl = (v: string) => INLINE_IMAGE.test(v) || (v.length <= 2048 && (isHttpUrl(v) || UPLOAD_PATH.test(v)));

/** An inline `data:` image (the server stores it as a blob), an http(s) URL or an /uploads path. */
const photoUrl = z
  .string({ error: 'Fotoğraf geçerli bir görsel olmalıdır' })
  .trim()
  .nullish()
  .refine((v) => !v || isPhotoUrl(v), {
    error: 'Fotoğraf geçerli bir görsel olmalıdır',
  })
  // undefined stays undefined ("unchanged" in a PATCH); empty becomes null ("no photo").
  .transform((v) => (v === undefined ? undefined : v || null));

const dateTime = (label: string) =>
  z
    .string({ error: `${label} geçerli bir tarih olmalıdır` })
    .trim()
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (!v) return null;
      const iso = parseEventDateTime(v);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: `${label} geçerli bir tarih olmalıdır` });
        return z.NEVER;
      }
      return iso;
    });

export const END_BEFORE_START = 'Bitiş tarihi başlangıç tarihinden önce olamaz';
const endNotBeforeStart = (v: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && Date.parse(v.endDate) < Date.parse(v.startDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
  }
};

const fields = {
  title,
  description,
  photoUrl,
  startDate: dateTime('Başlangıç tarihi'),
  endDate: dateTime('Bitiş tarihi'),
  isActive: z.boolean({ error: 'Aktiflik değeri true veya false olmalıdır' }),
  requiresTelegramVerification: z.boolean({ error: 'Telegram doğrulama değeri true veya false olmalıdır' }),
};

/** POST /api/admin/events. Active and Telegram-gated unless said otherwise (spec §3). */
export const CreateEventRequest = z
  .object({
    ...fields,
    photoUrl: fields.photoUrl.transform((v) => v ?? null),
    startDate: fields.startDate.transform((v) => v ?? null),
    endDate: fields.endDate.transform((v) => v ?? null),
    isActive: fields.isActive.default(true),
    requiresTelegramVerification: fields.requiresTelegramVerification.default(true),
  })
  .superRefine(endNotBeforeStart);
export type CreateEventRequest = z.input<typeof CreateEventRequest>;
export type CreateEventInput = z.output<typeof CreateEventRequest>;

/** PATCH /api/admin/events/{id}: only the fields sent change; null clears an optional one. */
export const UpdateEventRequest = z
  .object({
    title: title.optional(),
    description: description.optional(),
    photoUrl: fields.photoUrl,
    startDate: fields.startDate,
    endDate: fields.endDate,
    isActive: fields.isActive.optional(),
    requiresTelegramVerification: fields.requiresTelegramVerification.optional(),
  })
  .superRefine(endNotBeforeStart);
export type UpdateEventRequest = z.input<typeof UpdateEventRequest>;
export type UpdateEventInput = z.output<typeof UpdateEventRequest>;

/** POST /api/events/{id}/participate: the member's username or ID on the partner site. */
export const JoinEventRequest = z.object({
  message: z
    .string({ error: 'Kullanıcı adı veya ID boş olamaz' })
    .trim()
    .min(1, { error: 'Kullanıcı adı veya ID boş olamaz' })
    .max(EVENT_MESSAGE_MAX, { error: `Kullanıcı adı veya ID en fazla ${EVENT_MESSAGE_MAX} karakter olabilir` }),
});
export type JoinEventRequest = z.input<typeof JoinEventRequest>;

/** An event as staff wrote it: what its events carry, and the public answer shows. */
const eventFields = {
  title: z.string(),
  description: z.string(),
  photoUrl: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  requiresTelegramVerification: z.boolean(),
};

/** What anyone may see of an event: no member data, only the count. */
export const PublicEvent = z.object({
  id: z.string(),
  ...eventFields,
  participationCount: z.number().int(),
  status: EventStatus,
});
export type PublicEvent = z.infer<typeof PublicEvent>;
export const PublicEventList = z.array(PublicEvent);

/** One member's participation; only staff ever receive these. */
export const Participation = z.object({
  id: z.string(),
  username: z.string().nullable(),
  userEmail: z.string().nullable(),
  telegramUsername: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type Participation = z.infer<typeof Participation>;

/** GET /api/events/{id}: `participations` is present only in a staff member's answer. */
export const EventDetail = PublicEvent.extend({ participations: z.array(Participation).optional() });
export type EventDetail = z.infer<typeof EventDetail>;

export const AdminEvent = PublicEvent.extend({ createdAt: z.string(), revision: Revision });
export type AdminEvent = z.infer<typeof AdminEvent>;
export const AdminEventList = z.array(AdminEvent);

export const ParticipationStatus = z.object({ participated: z.boolean() });
export type ParticipationStatus = z.infer<typeof ParticipationStatus>;

export const EventCreatedV1 = z.object({ eventId: z.string(), ...eventFields });
export const EventUpdatedV1 = z.object({ eventId: z.string(), changes: z.object(eventFields).partial() });
export const EventDeletedV1 = z.object({ eventId: z.string() });
/** Who joined is copied at join time, so the participants list reads as it was then. */
export const MemberJoinedEventV1 = z.object({
  eventId: z.string(),
  userId: z.string(),
  username: z.string(),
  userEmail: z.string(),
  telegramUsername: z.string().nullable(),
  message: z.string(),
  joinedAt: z.string(),
});

export const eventEventSchemas = {
  EventCreated: EventCreatedV1,
  EventUpdated: EventUpdatedV1,
  EventDeleted: EventDeletedV1,
  MemberJoinedEvent: MemberJoinedEventV1,
} as const;
