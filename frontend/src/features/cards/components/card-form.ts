import {
  type AdminCard,
  CARD_DEFAULTS,
  type CardStatus,
  CreateCardRequest,
  type LinkTarget,
  parseEventDateTime,
  toIstanbulWallTime,
} from '@app/contracts';
import type { FieldErrors } from '@/lib/form';

/** The dialog's fields as typed; dates are Istanbul wall times from `datetime-local` inputs. */
export interface CardFormState {
  title: string;
  subtitle: string;
  link: string;
  linkTarget: LinkTarget;
  logoUrl: string | null;
  logoPrimaryColor: string;
  backgroundImageUrl: string | null;
  backgroundColor: string;
  status: CardStatus;
  visibleFrom: string;
  visibleTo: string;
  sortOrder: string;
  category: string;
}

export function cardFormState(card: AdminCard | null, nextSortOrder: number): CardFormState {
  return {
    title: card?.title ?? '',
    subtitle: card?.subtitle ?? '',
    link: card?.link ?? '',
    linkTarget: card?.linkTarget ?? CARD_DEFAULTS.linkTarget,
    logoUrl: card?.logoUrl ?? null,
    logoPrimaryColor: card?.logoPrimaryColor ?? CARD_DEFAULTS.logoPrimaryColor,
    backgroundImageUrl: card?.backgroundImageUrl ?? null,
    backgroundColor: card?.backgroundColor ?? CARD_DEFAULTS.backgroundColor,
    status: card?.status ?? CARD_DEFAULTS.status,
    visibleFrom: card?.visibleFrom ? toIstanbulWallTime(card.visibleFrom) : '',
    visibleTo: card?.visibleTo ? toIstanbulWallTime(card.visibleTo) : '',
    sortOrder: String(card?.sortOrder ?? nextSortOrder),
    category: card?.category ?? '',
  };
}

const DATE_MESSAGE = 'Geçerli bir tarih ve saat girin';

/**
 * The request body, checked with the server's own schema. Empty optional texts go as empty strings
 * (the server stores null); dates go as UTC instants read from Istanbul wall time.
 */
export function cardPayload(s: CardFormState): { body: CreateCardRequest | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const instant = (field: 'visibleFrom' | 'visibleTo') => {
    if (!s[field]) return null;
    const iso = parseEventDateTime(s[field]);
    if (!iso) errors[field] = DATE_MESSAGE;
    return iso;
  };
  const body: CreateCardRequest = {
    title: s.title,
    subtitle: s.subtitle,
    link: s.link,
    linkTarget: s.linkTarget,
    logoUrl: s.logoUrl,
    logoPrimaryColor: s.logoPrimaryColor,
    backgroundImageUrl: s.backgroundImageUrl,
    backgroundColor: s.backgroundColor,
    status: s.status,
    visibleFrom: instant('visibleFrom'),
    visibleTo: instant('visibleTo'),
    sortOrder: s.sortOrder,
    category: s.category,
  };
  const result = CreateCardRequest.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return { body: Object.keys(errors).length ? null : body, errors };
}
