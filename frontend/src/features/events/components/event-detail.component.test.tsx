import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Topic } from '@app/contracts/plain';
import { fakeApi, gate } from '@/test-support/fake-api';
import { member, ongoingEvent } from '@/test-support/fixtures';
import { renderScreen } from '@/test-support/render';
import { EventDetailView } from './event-detail';

describe('a member joining from the event page', () => {
  // Issue 39: the socket's notice of the join (or the join's own refetch) can show the joined state,
  // which takes the form away, before the join's answer is read. The member still hears it went through.
  it('says Etkinliğe katıldınız even when the joined state shows before the join answers', async () => {
    let joined = false;
    const answer = gate();
    const api = fakeApi({
      'GET /api/events/e1': () => ({ body: ongoingEvent({ participationCount: joined ? 1 : 0 }) }),
      'GET /api/events/e1/participation-status': () => ({ body: { participated: joined } }),
      'POST /api/events/e1/participate': async () => {
        joined = true;
        await answer.promise;
        return { body: { participated: true, participationCount: 1 } };
      },
    });
    const { user, queryClient } = await renderScreen(<EventDetailView id="e1" />, {
      path: '/etkinlikler/e1',
      currentUser: member(),
    });
    await user.type(await screen.findByLabelText('Kullanıcı Adı veya ID'), 'ayse42');
    await user.click(screen.getByRole('button', { name: 'Katıl' }));
    await expect.poll(() => joined).toBe(true);

    // The socket's notice arrives first: the page asks again and the form gives way to the joined state.
    await queryClient.invalidateQueries({ queryKey: [Topic.eventParticipation, 'e1'] });
    expect(await screen.findByText('Bu etkinliğe zaten katıldınız')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Katıl' })).toBeNull();

    answer.open();
    expect(await screen.findByText('Etkinliğe katıldınız')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ message: 'ayse42' }]);
  });
});
