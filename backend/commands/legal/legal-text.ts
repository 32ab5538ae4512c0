import type { LegalDoc, LegalTextChangedV1 } from '@app/contracts';
import type { z } from 'zod';
import type { Decider } from '../../core/decider.js';

/** One stream per text, so the two are edited independently. */
export const toLegalTextStreamId = (doc: LegalDoc) => `legalText-${doc}`;

export type LegalEvent = { type: 'LegalTextChanged'; data: z.infer<typeof LegalTextChangedV1> };
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
