import { KICK_SETTING_DEFAULTS, type KickEventOf, type KickSettings } from '@app/contracts';
import type { Decider } from '../../core/decider.js';

export const KICK_CHANNEL_STREAM = 'kickChannel-main';
export const KICK_SETTINGS_STREAM = 'kickSettings-main';

export interface LiveStatus {
  live: boolean;
  title: string;
  startedAt: string | null;
}
type ChannelEvent = KickEventOf<'KickLiveStatusChanged'>;
export type ChannelCommand =
  ({ type: 'RecordLiveStatus'; messageId: string } & LiveStatus) | { type: 'RecordTitle'; messageId: string; title: string };

/** The channel's last recorded status: watch points count only while it says live. */
export const kickChannelDecider: Decider<ChannelCommand, ChannelEvent, LiveStatus> = {
  initialState: () => ({ live: false, title: '', startedAt: null }),
  evolve: (_state, event) => ({ live: event.data.live, title: event.data.title, startedAt: event.data.startedAt }),
  decide(command, state) {
    switch (command.type) {
      case 'RecordLiveStatus': {
        const { live, title, startedAt, messageId } = command;
        if (live === state.live && title === state.title && startedAt === state.startedAt) return [];
        return [{ type: 'KickLiveStatusChanged', data: { live, title, startedAt, messageId } }];
      }
      case 'RecordTitle':
        if (command.title === state.title) return [];
        return [{ type: 'KickLiveStatusChanged', data: { ...state, title: command.title, messageId: command.messageId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

type SettingsEvent = KickEventOf<'KickSettingsChanged'>;
export type SettingsCommand = { type: 'ChangeKickSettings'; settings: KickSettings };

export const kickSettingsDecider: Decider<SettingsCommand, SettingsEvent, KickSettings> = {
  initialState: () => ({ ...KICK_SETTING_DEFAULTS }),
  evolve: (_state, event) => event.data,
  decide(command, state) {
    const changed = Object.entries(command.settings).some(([k, v]) => state[k as keyof KickSettings] !== v);
    return changed ? [{ type: 'KickSettingsChanged', data: command.settings }] : [];
  },
};
