import { z } from 'zod';
import { httpUrl, optionalText } from '../common.js';
import { EntityId, LinkTarget, optionalHexColor, optionalImage, requiredText, SortOrder } from '../content/index.js';

export const CardStatus = z.enum(['published', 'draft', 'hidden'], {
  error: 'Durum published, draft veya hidden olmalıdır',
});
export type CardStatus = z.infer<typeof CardStatus>;

export { CARD_DEFAULTS } from './defaults.js';

const WINDOW_MESSAGE = 'Görünürlük bitişi başlangıcından sonra olmalıdır';

/** An instant with its zone (the form converts Istanbul wall time first); stored as UTC ISO; empty → null. */
const optionalInstant = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || (z.iso.datetime({ offset: true }).safeParse(v).success && !Number.isNaN(Date.parse(v))), {
    error: 'Geçerli bir tarih ve saat girin',
  })
  .transform((v) => (v ? new Date(v).toISOString() : null));

const cardFields = {
  title: requiredText('Başlık', 120),
  subtitle: optionalText(200),
  link: z.string({ error: 'Bağlantı zorunludur' }).trim().min(1, { error: 'Bağlantı zorunludur' }).pipe(httpUrl),
  linkTarget: LinkTarget,
  logoUrl: optionalImage,
  logoPrimaryColor: optionalHexColor,
  backgroundImageUrl: optionalImage,
  backgroundColor: optionalHexColor,
  status: CardStatus,
  visibleFrom: optionalInstant,
  visibleTo: optionalInstant,
  sortOrder: SortOrder,
  category: optionalText(60),
};

/** The visibility window must not end before it starts (checked again on the merged card by the decider). */
export const windowIsValid = (from: string | null | undefined, to: string | null | undefined) =>
  !from || !to || Date.parse(to) > Date.parse(from);

export const CreateCardRequest = z
  .object({
    ...cardFields,
    linkTarget: LinkTarget.default('_blank'),
    status: CardStatus.default('published'),
  })
  .refine((c) => windowIsValid(c.visibleFrom, c.visibleTo), { error: WINDOW_MESSAGE, path: ['visibleTo'] });
export type CreateCardRequest = z.input<typeof CreateCardRequest>;

/** Any subset of the fields; the edit dialog sends them all, a toggle only `status`. */
export const UpdateCardRequest = z
  .object(cardFields)
  .partial()
  .refine((c) => windowIsValid(c.visibleFrom, c.visibleTo), { error: WINDOW_MESSAGE, path: ['visibleTo'] });
export type UpdateCardRequest = z.input<typeof UpdateCardRequest>;

export const CardWindowMessage = WINDOW_MESSAGE;

/** What every visitor gets: no status, no window, nothing about who made it. */
export const PublicCard = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  link: z.string(),
  linkTarget: LinkTarget,
  logoUrl: z.string().nullable(),
  logoPrimaryColor: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  category: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type PublicCard = z.infer<typeof PublicCard>;
export const PublicCardList = z.array(PublicCard);

export const AdminCard = PublicCard.extend({
  status: CardStatus,
  visibleFrom: z.string().nullable(),
  visibleTo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCard = z.infer<typeof AdminCard>;
export const AdminCardList = z.array(AdminCard);

// Events (v1). A card's fields after validation: empty optional text is null, dates are UTC ISO.
export const CardFieldsV1 = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  link: z.string(),
  linkTarget: LinkTarget,
  logoUrl: z.string().nullable(),
  logoPrimaryColor: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  status: CardStatus,
  visibleFrom: z.string().nullable(),
  visibleTo: z.string().nullable(),
  sortOrder: z.number().int(),
  category: z.string().nullable(),
});
export type CardFields = z.infer<typeof CardFieldsV1>;
export const CardCreatedV1 = CardFieldsV1.extend({ id: EntityId });
/** Only the fields that changed; status changes have their own event. */
export const CardUpdatedV1 = z.object({ id: EntityId, changes: CardFieldsV1.omit({ status: true }).partial() });
export const CardStatusChangedV1 = z.object({ id: EntityId, status: CardStatus });
export const CardDeletedV1 = z.object({ id: EntityId });

export const cardEventSchemas = {
  CardCreated: CardCreatedV1,
  CardUpdated: CardUpdatedV1,
  CardStatusChanged: CardStatusChangedV1,
  CardDeleted: CardDeletedV1,
} as const;
