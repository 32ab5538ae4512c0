import { type AdminCard, CARD_DEFAULTS, type CreateCardRequest, parseEventDateTime, toIstanbulWallTime } from '@app/contracts';

/** The dialog's values: dates are Istanbul wall times from `datetime-local` inputs, images '' when none. */
export function cardFormValues(card: AdminCard | null, nextSortOrder: number) {
  return {
    title: card?.title ?? '',
    subtitle: card?.subtitle ?? '',
    link: card?.link ?? '',
    linkTarget: card?.linkTarget ?? CARD_DEFAULTS.linkTarget,
    logoUrl: card?.logoUrl ?? '',
    logoPrimaryColor: card?.logoPrimaryColor ?? CARD_DEFAULTS.logoPrimaryColor,
    backgroundImageUrl: card?.backgroundImageUrl ?? '',
    backgroundColor: card?.backgroundColor ?? CARD_DEFAULTS.backgroundColor,
    status: card?.status ?? CARD_DEFAULTS.status,
    visibleFrom: card?.visibleFrom ? toIstanbulWallTime(card.visibleFrom) : '',
    visibleTo: card?.visibleTo ? toIstanbulWallTime(card.visibleTo) : '',
    sortOrder: String(card?.sortOrder ?? nextSortOrder),
    category: card?.category ?? '',
  };
}
export type CardFormValues = ReturnType<typeof cardFormValues>;

/**
 * A wall time read as Istanbul time and sent as a UTC instant; a value that is no date at all goes as
 * typed, so the contract answers it with its own 'Geçerli bir tarih ve saat girin'.
 */
const instant = (wallTime: string) => (wallTime ? (parseEventDateTime(wallTime) ?? wallTime) : null);

/** The request body: empty optional texts go as empty strings (the server stores null). */
export const cardRequest = (v: CardFormValues): CreateCardRequest => ({
  ...v,
  visibleFrom: instant(v.visibleFrom),
  visibleTo: instant(v.visibleTo),
});
