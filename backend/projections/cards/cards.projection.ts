import { Topic } from '@app/contracts';
import { cardEventNames } from '../../commands/cards/card.js';
import { catalogProjection } from '../catalog/catalog.projection.js';

export const CARDS = 'cards';

export const cardsProjection = catalogProjection({
  collection: CARDS,
  topic: Topic.cards,
  names: cardEventNames,
});
