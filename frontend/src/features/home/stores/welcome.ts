import { atomWithStorage } from 'jotai/utils';

/** Spec §2: the welcome dialog shows until dismissed once; remembered locally as hasSeenWelcome. */
export const hasSeenWelcomeAtom = atomWithStorage<boolean>('hasSeenWelcome', false, undefined, { getOnInit: true });
