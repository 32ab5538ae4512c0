import { type CardFields, CardWindowMessage, windowIsValid, type cardEventSchemas } from '@app/contracts';
import { DomainError } from '../../core/errors.js';
import { type CatalogDecider, catalogDecider, catalogEventNames } from '../catalog/catalog.js';
import type { EventOf } from '../../core/event-types.js';

export const CARD_CATEGORY = 'card';
export const toCardStreamId = (id: string) => `${CARD_CATEGORY}-${id}`;

export const cardEventNames = catalogEventNames('Card');

export const CARD_NOT_FOUND = 'Kart bulunamadı.';

/** A card: published, draft or hidden, with an optional visibility window that must not end before it starts. */
export type CardEvent = EventOf<typeof cardEventSchemas>;

export const cardDecider: CatalogDecider<CardFields, CardEvent> = catalogDecider<typeof cardEventNames, CardFields>({
  names: cardEventNames,
  messages: { notFound: CARD_NOT_FOUND, exists: 'Bu kart zaten var.' },
  check: (card) => {
    // An edit may move only one end of the window; the rule holds for the card as it would become.
    if (!windowIsValid(card.visibleFrom, card.visibleTo)) throw new DomainError('domain_rule', CardWindowMessage);
  },
});
