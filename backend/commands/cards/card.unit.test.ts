import type { CardFields } from '@app/contracts';
import { describe, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { cardDecider, type CardEvent } from './card.js';

const card: CardFields = {
  title: 'Örnek Site',
  subtitle: null,
  link: 'https://ornek.test',
  linkTarget: '_blank',
  logoUrl: null,
  logoPrimaryColor: null,
  backgroundImageUrl: null,
  backgroundColor: '#8b5cf6',
  status: 'published',
  visibleFrom: null,
  visibleTo: null,
  sortOrder: 0,
  category: null,
};
const created: CardEvent = { type: 'CardCreated', data: { id: 'c1', ...card } };

describe('card decider', () => {
  it('creates a card with every field it was given', () =>
    given(cardDecider).when({ type: 'Create', id: 'c1', fields: card }).then([created]));

  it('refuses to create the same card twice', () =>
    given(cardDecider, [created]).when({ type: 'Create', id: 'c1', fields: card }).thenFails(409, 'Bu kart zaten var.'));

  it('refuses a visibility window that ends before it starts', () =>
    given(cardDecider)
      .when({
        type: 'Create',
        id: 'c1',
        fields: { ...card, visibleFrom: '2025-05-02T00:00:00.000Z', visibleTo: '2025-05-01T00:00:00.000Z' },
      })
      .thenFails(422, 'Görünürlük bitişi başlangıcından sonra olmalıdır'));

  it('checks the window of the card as it would become when only one end moves', () =>
    given(cardDecider, [
      created,
      { type: 'CardUpdated', data: { id: 'c1', changes: { visibleFrom: '2025-05-10T00:00:00.000Z' } } },
    ])
      .when({ type: 'Update', changes: { visibleTo: '2025-05-09T00:00:00.000Z' } })
      .thenFails(422));

  it('records only the fields that change', () =>
    given(cardDecider, [created])
      .when({ type: 'Update', changes: { title: 'Örnek Site', subtitle: 'Yeni', sortOrder: 3 } })
      .then([{ type: 'CardUpdated', data: { id: 'c1', changes: { subtitle: 'Yeni', sortOrder: 3 } } }]));

  it('a status-only change is its own event', () =>
    given(cardDecider, [created])
      .when({ type: 'Update', changes: { status: 'hidden' } })
      .then([{ type: 'CardStatusChanged', data: { id: 'c1', status: 'hidden' } }]));

  it('an edit that also moves the status records both', () =>
    given(cardDecider, [created])
      .when({ type: 'Update', changes: { title: 'Başka', status: 'draft' } })
      .then([
        { type: 'CardUpdated', data: { id: 'c1', changes: { title: 'Başka' } } },
        { type: 'CardStatusChanged', data: { id: 'c1', status: 'draft' } },
      ]));

  it('an edit that changes nothing records nothing', () =>
    given(cardDecider, [created])
      .when({ type: 'Update', changes: { ...card } })
      .then([]));

  it('clearing an optional field to null is a change', () =>
    given(cardDecider, [{ type: 'CardCreated', data: { id: 'c1', ...card, subtitle: 'Alt' } }])
      .when({ type: 'Update', changes: { subtitle: null } })
      .then([{ type: 'CardUpdated', data: { id: 'c1', changes: { subtitle: null } } }]));

  it('deletes a card once; after that it is not found', () => {
    given(cardDecider, [created])
      .when({ type: 'Delete' })
      .then([{ type: 'CardDeleted', data: { id: 'c1' } }]);
    const deleted: CardEvent = { type: 'CardDeleted', data: { id: 'c1' } };
    given(cardDecider, [created, deleted]).when({ type: 'Delete' }).thenFails(404, 'Kart bulunamadı.');
    given(cardDecider, [created, deleted])
      .when({ type: 'Update', changes: { title: 'x' } })
      .thenFails(404);
  });

  it('an unknown card cannot be edited or deleted', () => {
    given(cardDecider)
      .when({ type: 'Update', changes: { status: 'hidden' } })
      .thenFails(404, 'Kart bulunamadı.');
    given(cardDecider).when({ type: 'Delete' }).thenFails(404);
  });
});
