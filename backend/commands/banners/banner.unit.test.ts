import type { BannerFields } from '@app/contracts';
import { describe, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { bannerDecider, type BannerEvent } from './banner.js';

const banner: BannerFields = {
  imageUrl: '/uploads/' + 'a'.repeat(64) + '.png',
  title: null,
  subtitle: null,
  link: null,
  linkTarget: '_blank',
  sortOrder: 0,
  status: 'active',
  objectFit: 'cover',
};
const created: BannerEvent = { type: 'BannerCreated', data: { id: 'b1', ...banner } };

describe('banner decider', () => {
  it('creates, toggles status, edits and deletes', () => {
    given(bannerDecider).when({ type: 'Create', id: 'b1', fields: banner }).then([created]);
    given(bannerDecider, [created])
      .when({ type: 'Update', changes: { status: 'inactive' } })
      .then([{ type: 'BannerStatusChanged', data: { id: 'b1', status: 'inactive' } }]);
    given(bannerDecider, [created, { type: 'BannerStatusChanged', data: { id: 'b1', status: 'inactive' } }])
      .when({ type: 'Update', changes: { status: 'active', objectFit: 'contain' } })
      .then([
        { type: 'BannerUpdated', data: { id: 'b1', changes: { objectFit: 'contain' } } },
        { type: 'BannerStatusChanged', data: { id: 'b1', status: 'active' } },
      ]);
    given(bannerDecider, [created])
      .when({ type: 'Delete' })
      .then([{ type: 'BannerDeleted', data: { id: 'b1' } }]);
  });

  it('toggling to the status it already has records nothing', () =>
    given(bannerDecider, [created])
      .when({ type: 'Update', changes: { status: 'active' } })
      .then([]));

  it('a deleted banner is gone for good', () =>
    given(bannerDecider, [created, { type: 'BannerDeleted', data: { id: 'b1' } }])
      .when({ type: 'Update', changes: { status: 'inactive' } })
      .thenFails(404, 'Banner bulunamadı.'));
});
