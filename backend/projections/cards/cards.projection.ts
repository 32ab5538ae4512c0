import { cardEventNames } from '../../commands/cards/card.js';
import { catalogProjection } from '../content/catalog.projection.js';

export const CARDS = 'cards';

export const cardsProjection = catalogProjection({
  name: 'cards',
  version: 1,
  collection: CARDS,
  topic: 'cards',
  names: cardEventNames,
});
