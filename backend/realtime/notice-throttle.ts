import { type ChangeNotice, mergeCorrelations } from '../core/projections/projection.js';

/** What goes out to one room: a topic, and the ids that changed (absent: "anything may have changed"). */
export interface RoomNotice {
  room: string;
  topic: string;
  ids?: string[];
  /** The requests behind everything merged into it (absent: unknown). */
  correlationIds?: string[];
}

interface Window {
  timer: NodeJS.Timeout;
  /** Notices heard since the window opened, merged; null while nothing new arrived. */
  held: { ids: Set<string> | null; correlationIds: string[] | undefined } | null;
}

/**
 * Leading-edge throttle per room and topic. The first notice of a quiet room/topic leaves at once
 * (a member's own change reaches them without waiting for a timer); notices that follow within
 * `windowMs` are merged and leave together when the window ends, which opens the next window. So a
 * burst of a thousand page views costs one message now and one per window, and a lone change costs
 * no delay at all.
 */
export function createNoticeThrottle(send: (notice: RoomNotice) => void, windowMs: number) {
  const windows = new Map<string, Window>();

  const emit = (room: string, topic: string, ids: Set<string> | null, correlationIds: string[] | undefined) =>
    send({ room, topic, ...(ids ? { ids: [...ids] } : {}), ...(correlationIds ? { correlationIds } : {}) });

  const open = (key: string, room: string, topic: string): Window => {
    const window: Window = {
      held: null,
      timer: setTimeout(() => {
        windows.delete(key);
        if (!window.held) return;
        emit(room, topic, window.held.ids, window.held.correlationIds);
        windows.set(key, open(key, room, topic));
      }, windowMs),
    };
    return window;
  };

  const hold = (window: Window, ids: readonly string[] | undefined, correlationIds: string[] | undefined) => {
    if (!window.held) {
      window.held = { ids: ids ? new Set(ids) : null, correlationIds };
      return;
    }
    window.held.correlationIds = mergeCorrelations(window.held.correlationIds, correlationIds);
    if (!ids) window.held.ids = null;
    else if (window.held.ids) for (const id of ids) window.held.ids.add(id);
  };

  return {
    push(notice: ChangeNotice) {
      for (const room of notice.rooms) {
        const key = `${room}|${notice.topic}`;
        const window = windows.get(key);
        if (window) {
          hold(window, notice.ids, notice.correlationIds);
          continue;
        }
        emit(room, notice.topic, notice.ids ? new Set(notice.ids) : null, notice.correlationIds);
        windows.set(key, open(key, room, notice.topic));
      }
    },
    /** Stops every window; notices still held are dropped (the sockets are closing anyway). */
    close() {
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
    },
  };
}
