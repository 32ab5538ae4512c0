import type { LegalDoc, legalEventSchemas } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import type { EventOf } from '../../core/event-types.js';

/** One stream per text, so the two are edited independently. */
export const toLegalTextStreamId = (doc: LegalDoc) => `legalText-${doc}`;

export type LegalEvent = EventOf<typeof legalEventSchemas>;
export type LegalCommand = { type: 'ChangeLegalText'; doc: LegalDoc; title: string; body: string };
export type LegalState = { title: string; body: string } | null;

export const legalTextDecider: Decider<LegalCommand, LegalEvent, LegalState> = {
  initialState: () => null,
  evolve: (_state, event) => ({ title: event.data.title, body: event.data.body }),
  decide(command, state) {
    // Saving the same text again records nothing: the "updated" date stays the date of the last change.
    if (state && state.title === command.title && state.body === command.body) return [];
    return [{ type: 'LegalTextChanged', data: { doc: command.doc, title: command.title, body: command.body } }];
  },
};
