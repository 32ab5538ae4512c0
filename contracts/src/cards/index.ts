import { z } from 'zod';
import { httpUrl, optionalText, Revision } from '../common.js';
import { LinkTarget, optionalHexColor, optionalImage, requiredText, SortOrder } from '../content/index.js';
import { catalogEventSchemas } from '../content/catalog.js';

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

/** How a card looks and where it leads: what its events store and every visitor sees. */
const cardLook = {
  title: z.string(),
  subtitle: z.string().nullable(),
  link: z.string(),
  linkTarget: LinkTarget,
  logoUrl: z.string().nullable(),
  logoPrimaryColor: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  backgroundColor: z.string().nullable(),
};

/** What every visitor gets: no status, no window, nothing about who made it. */
export const PublicCard = z.object({
  id: z.string(),
  ...cardLook,
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
  revision: Revision,
});
export type AdminCard = z.infer<typeof AdminCard>;
export const AdminCardList = z.array(AdminCard);

// Events (v1). A card's fields after validation: empty optional text is null, dates are UTC ISO.
export const CardFieldsV1 = z.object({
  ...cardLook,
  status: CardStatus,
  visibleFrom: z.string().nullable(),
  visibleTo: z.string().nullable(),
  sortOrder: z.number().int(),
  category: z.string().nullable(),
});
export type CardFields = z.infer<typeof CardFieldsV1>;
export const cardEventSchemas = catalogEventSchemas('Card', CardFieldsV1);
