import { KICK_SETTING_DEFAULTS, type KickEventOf, type KickSettings } from '@app/contracts';
import type { Decider } from '../../core/decider.js';

export const KICK_CHANNEL_STREAM = 'kickChannel-main';
export const KICK_SETTINGS_STREAM = 'kickSettings-main';

export interface LiveStatus {
  live: boolean;
  title: string;
  startedAt: string | null;
}
/** A stretch the channel was live, in epoch ms; `to` is null while it still is. */
export interface LivePeriod {
  from: number;
  to: number | null;
}
export interface ChannelState extends LiveStatus {
  /** The last few live periods, newest last: what a chat message's `created_at` is checked against. */
  periods: LivePeriod[];
}
/** A chat message counts only within 15 minutes of its arrival (issue 38), so a few periods are plenty. */
const KEPT_PERIODS = 12;

type ChannelEvent = KickEventOf<'KickLiveStatusChanged'>;
export type ChannelCommand =
  | ({ type: 'RecordLiveStatus'; messageId: string; endedAt: string | null; at: string } & LiveStatus)
  | { type: 'RecordTitle'; messageId: string; title: string };

const ms = (iso: string | null | undefined) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? t : null;
};

/**
 * The periods after one change. A period starts at Kick's `started_at` (else when the server heard of
 * it) and ends at Kick's `ended_at` (else when the server heard of it). Events written before these
 * times were kept lack them: an open period of unknown start counts from the beginning, a close of
 * unknown time ends the period where it began (it earns nothing afterwards).
 */
function periodsAfter(state: ChannelState, data: ChannelEvent['data']): LivePeriod[] {
  const at = ms(data.at);
  const periods = state.periods.map((p) => ({ ...p }));
  const open = periods.at(-1)?.to === null ? periods.at(-1) : undefined;
  const start = ms(data.startedAt) ?? at ?? 0;
  if (data.live) {
    if (open && state.startedAt === data.startedAt) return periods;
    if (open) open.to = Math.max(open.from, start);
    periods.push({ from: start, to: null });
  } else if (open) {
    open.to = Math.max(open.from, ms(data.endedAt) ?? at ?? open.from);
  }
  return periods.slice(-KEPT_PERIODS);
}

/** Was the channel live at this moment, by the periods the log recorded? */
export const liveAt = (periods: readonly LivePeriod[], t: number) =>
  periods.some((p) => p.from <= t && (p.to === null || t <= p.to));

/** The channel's last recorded status and recent live periods: watch points count only within them. */
export const kickChannelDecider: Decider<ChannelCommand, ChannelEvent, ChannelState> = {
  initialState: () => ({ live: false, title: '', startedAt: null, periods: [] }),
  evolve: (state, event) => ({
    live: event.data.live,
    title: event.data.title,
    startedAt: event.data.startedAt,
    periods: periodsAfter(state, event.data),
  }),
  decide(command, state) {
    switch (command.type) {
      case 'RecordLiveStatus': {
        const { live, title, startedAt, messageId, endedAt, at } = command;
        if (live === state.live && title === state.title && startedAt === state.startedAt) return [];
        return [{ type: 'KickLiveStatusChanged', data: { live, title, startedAt, messageId, endedAt, at } }];
      }
      case 'RecordTitle': {
        if (command.title === state.title) return [];
        const { live, startedAt } = state;
        return [{ type: 'KickLiveStatusChanged', data: { live, title: command.title, startedAt, messageId: command.messageId } }];
      }
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
