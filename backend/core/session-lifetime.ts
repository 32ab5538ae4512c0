/** A session lasts as long as its cookie: 30 days from the login, whatever happens in between. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether a session started at `startedAt` is past its lifetime at `now`. */
export const sessionExpired = (startedAt: string, now: Date) => Date.parse(startedAt) + SESSION_LIFETIME_MS <= now.getTime();

/** A session's last use is written at most this often (the sessions list and the staff idle limit read it). */
export const SESSION_SEEN_EVERY_MS = 5 * 60 * 1000;
