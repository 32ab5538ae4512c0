import type { KickEventOf } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import { conflict } from '../../core/errors.js';

/** A `!bagla` code is its own stream, so one code is never handed to two members. */
export const toKickLinkCodeStreamId = (code: string) => `kickLinkCode-${code}`;

type CodeEvent = KickEventOf<'KickLinkCodeReserved'>;
type CodeCommand = { type: 'ReserveKickLinkCode'; code: string; userId: string; expiresAt: string };

export const kickLinkCodeDecider: Decider<CodeCommand, CodeEvent, { reserved: CodeEvent['data'] | null }> = {
  initialState: () => ({ reserved: null }),
  evolve: (_state, event) => ({ reserved: event.data }),
  decide(command, state) {
    if (state.reserved) throw conflict('Bu kod zaten kullanılıyor.');
    const { code, userId, expiresAt } = command;
    return [{ type: 'KickLinkCodeReserved', data: { code, userId, expiresAt } }];
  },
};
