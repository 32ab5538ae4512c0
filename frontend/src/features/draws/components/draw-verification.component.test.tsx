import type { Draw } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { renderScreen } from '@/test-support/render';
import { DrawVerification } from './draw-verification';

const path = '/cekilisler/d1';

/** The worked example of docs/draws.md, as published: its seed, commitment, entries and winners. */
const drawn: Draw = {
  id: 'd1',
  title: 'Kasım Çekilişi',
  prize: '1.000₺',
  source: { type: 'event', eventId: 'e1', name: 'Hafta Sonu Turnuvası' },
  winnerCount: 3,
  status: 'drawn',
  seed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  seedHash: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  entriesHash: '525667d760e79ac208ef2024a6fd459e4341f0bb8ab7d60d32990e0e429a62a7',
  entries: [
    { entry: '1001', username: 'ayse' },
    { entry: '1002', username: 'ayse' },
    { entry: '1003', username: 'ayse' },
    { entry: '1004', username: 'mehmet' },
    { entry: '1005', username: 'zeynep' },
    { entry: '1006', username: 'zeynep' },
    { entry: '1007', username: 'can' },
    { entry: '1008', username: 'can' },
  ],
  winners: [
    { entry: '1007', username: 'can' },
    { entry: '1003', username: 'ayse' },
    { entry: '1005', username: 'zeynep' },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  drawnAt: '2026-11-27T18:00:00.000Z',
  revision: 3,
};
const cancelled: Draw = { ...drawn, status: 'cancelled', entriesHash: null, entries: [], winners: [], drawnAt: null };

async function verify(draw: Draw, button: 'Sonucu Doğrula' | 'Taahhüdü Doğrula') {
  const api = fakeApi({});
  const { user } = await renderScreen(<DrawVerification draw={draw} />, { path });
  await user.click(screen.getByRole('button', { name: button }));
  return { api, verdict: await screen.findByRole('status') };
}

/** Each line of the check list with its Evet/Hayır mark. */
const checkLines = () =>
  within(screen.getByTestId('draw-verification'))
    .getAllByRole('listitem')
    .map(
      (li) =>
        `${within(li)
          .getByLabelText(/Evet|Hayır/)
          .getAttribute('aria-label')}: ${li.textContent}`,
    );

describe('the draw verification panel (Doğrulama)', () => {
  it('recomputes the published draw in the browser and confirms it, asking the server nothing', async () => {
    const { api, verdict } = await verify(drawn, 'Sonucu Doğrula');

    expect(verdict).toHaveAttribute('data-ok', 'true');
    expect(verdict).toHaveTextContent('Sonuç doğrulandı: kazananlar eşleşiyor');
    expect(verdict).toHaveTextContent('Tarayıcınızın hesapladığı kazananlar, yayımlanan kazananlarla birebir aynı.');
    expect(checkLines()).toEqual([
      'Evet: Tohum, önceden yayımlanan taahhütle eşleşiyor',
      'Evet: Katılım listesi, yayımlanan liste özetiyle eşleşiyor',
      'Evet: Yeniden hesaplanan kazananlar, yayımlanan kazananlarla aynı',
    ]);
    expect(api.requests).toEqual([]);
  });

  it('catches published winners that are not the ones the seed picks', async () => {
    const { verdict } = await verify({ ...drawn, winners: [...drawn.winners].reverse() }, 'Sonucu Doğrula');

    expect(verdict).toHaveAttribute('data-ok', 'false');
    expect(verdict).toHaveTextContent('Sonuç eşleşmiyor');
    expect(verdict).toHaveTextContent('Tarayıcınızın hesapladığı sonuç, yayımlanan sonuçla aynı değil.');
    expect(checkLines()).toEqual([
      'Evet: Tohum, önceden yayımlanan taahhütle eşleşiyor',
      'Evet: Katılım listesi, yayımlanan liste özetiyle eşleşiyor',
      'Hayır: Yeniden hesaplanan kazananlar, yayımlanan kazananlarla aynı',
    ]);
  });

  it('catches an entry list changed after its hash was published', async () => {
    await verify({ ...drawn, entries: drawn.entries.slice(1) }, 'Sonucu Doğrula');

    expect(checkLines()[1]).toBe('Hayır: Katılım listesi, yayımlanan liste özetiyle eşleşiyor');
  });

  it('catches a seed that is not the one committed to', async () => {
    const { verdict } = await verify({ ...drawn, seed: 'ff'.repeat(32) }, 'Sonucu Doğrula');

    expect(verdict).toHaveTextContent('Sonuç eşleşmiyor');
    expect(checkLines()[0]).toBe('Hayır: Tohum, önceden yayımlanan taahhütle eşleşiyor');
  });

  it('checks a cancelled draw’s revealed seed against its commitment (Taahhüdü Doğrula)', async () => {
    const { verdict } = await verify(cancelled, 'Taahhüdü Doğrula');

    expect(verdict).toHaveAttribute('data-ok', 'true');
    expect(verdict).toHaveTextContent('Taahhüt doğrulandı');
    expect(verdict).toHaveTextContent('Açıklanan tohumun SHA-256 özeti, çekiliş oluşturulurken yayımlanan taahhütle aynı.');
  });

  it('says the commitment does not match when the revealed seed is another', async () => {
    const { verdict } = await verify({ ...cancelled, seed: 'ff'.repeat(32) }, 'Taahhüdü Doğrula');

    expect(verdict).toHaveAttribute('data-ok', 'false');
    expect(verdict).toHaveTextContent('Taahhüt eşleşmiyor');
    expect(verdict).toHaveTextContent('Açıklanan tohum, yayımlanan taahhütle eşleşmiyor.');
  });

  it('says Doğrulanamadı with the reason when the revealed seed is not a seed at all', async () => {
    const { verdict } = await verify({ ...cancelled, seed: 'gizli' }, 'Taahhüdü Doğrula');

    expect(verdict).toHaveAttribute('data-ok', 'false');
    expect(verdict).toHaveTextContent('Doğrulanamadı');
    expect(verdict).toHaveTextContent('Tohum 64 küçük harfli onaltılık karakter olmalıdır.');
  });
});
