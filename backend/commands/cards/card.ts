import { type CardFields, CardWindowMessage, windowIsValid } from '@app/contracts';
import { DomainError } from '../../core/errors.js';
import { catalogDecider, type CatalogEvent } from '../catalog/catalog.js';

export const CARD_CATEGORY = 'card';
export const toCardStreamId = (id: string) => `${CARD_CATEGORY}-${id}`;

export const cardEventNames = {
  created: 'CardCreated',
  updated: 'CardUpdated',
  statusChanged: 'CardStatusChanged',
  deleted: 'CardDeleted',
} as const;

export type CardEvent = CatalogEvent<typeof cardEventNames, CardFields>;

export const CARD_NOT_FOUND = 'Kart bulunamadı.';

/** A card: published, draft or hidden, with an optional visibility window that must not end before it starts. */
export const cardDecider = catalogDecider<typeof cardEventNames, CardFields>({
  names: cardEventNames,
  messages: { notFound: CARD_NOT_FOUND, exists: 'Bu kart zaten var.' },
  check: (card) => {
    // An edit may move only one end of the window; the rule holds for the card as it would become.
    if (!windowIsValid(card.visibleFrom, card.visibleTo)) throw new DomainError('domain_rule', CardWindowMessage);
  },
});
