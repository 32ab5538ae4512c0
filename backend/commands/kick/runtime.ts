import { ErrorCode, KICK_WEBHOOK_TYPES } from '@app/contracts';
import type { MiddlewareHandler } from 'hono';
import type { KeyObject } from 'node:crypto';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { systemContext } from '../../core/system-context.js';
import { type KickApi, kickHttpApi } from './kick-api.js';
import { processKickMessage } from './process.js';
import { KICK_PUBLISHED_KEY, parsePublicKey } from './signature.js';

/** The settings of the Kick connection (backend/env.ts checks them at start). */
export interface KickConfig {
  clientId: string;
  clientSecret: string;
  channel: string;
  publicOrigin: string;
  oauthRoot: string;
  apiRoot: string;
  /** PEM; Kick's published key unless set. */
  publicKey?: string;
}

export interface KickConnection {
  appTokenValid: boolean;
  subscriptions: string[];
  checkedAt: string | null;
  /** KICK_CHANNEL's broadcaster user id; null until resolved, and until then deliveries are refused 503. */
  broadcasterUserId: number | null;
  /**
   * The site's own subscriptions, id → event type, from Kick's answers to its subscribe and listing
   * calls. The id header is not signed, so these ids are the secret that makes a delivery this site's:
   * never logged, shown to staff by their last 4 characters.
   */
  subscriptionIds: Map<string, string>;
  /** Signed by Kick but not for this site (another broadcaster, or a subscription it did not make): dropped. */
  otherChannelDeliveries: number;
  /** Amounts above what Kick can send (KICK_BOUNDS): refused and dropped. */
  outOfBoundsDeliveries: number;
}

/** The connection's sync with Kick: the one under way, and when the last one ended (ms). */
export interface KickSync {
  running: Promise<void> | null;
  endedAt: number;
}

type Log = Pick<Console, 'info' | 'error'>;

/**
 * One process's Kick connection: the API client, the webhook key, the connection's state for the admin
 * screen, and the queue that does the deliveries' work behind the webhook's answer, one at a time and
 * in the order received (a live status is recorded before the chat messages that follow it).
 */
export interface KickRuntime {
  config: KickConfig;
  api: KickApi;
  log: Log;
  sync: KickSync;
  key(): KeyObject;
  setKey(pem: string): void;
  connection: KickConnection;
  enqueue(messageId: string): void;
  /** Resolves once every queued delivery has been processed (tests, shutdown). */
  idle(): Promise<void>;
  /** Log position of the last processed delivery's work. */
  lastPosition(): number;
}

export const KICK_REDIRECT_PATH = '/api/kick/callback';
export const KICK_WEBHOOK_PATH = '/api/kick/webhook';
export const KICK_EVENTS = KICK_WEBHOOK_TYPES;

export function createKickRuntime(deps: Deps, config: KickConfig, log: Log, api: KickApi = kickHttpApi(config)): KickRuntime {
  let key = parsePublicKey(config.publicKey ?? KICK_PUBLISHED_KEY);
  let tail: Promise<void> = Promise.resolve();
  let last = -1;
  return {
    config,
    api,
    log,
    sync: { running: null, endedAt: 0 },
    key: () => key,
    setKey: (pem) => (key = parsePublicKey(pem)),
    connection: {
      appTokenValid: false,
      subscriptions: [],
      checkedAt: null,
      broadcasterUserId: null,
      subscriptionIds: new Map(),
      otherChannelDeliveries: 0,
      outOfBoundsDeliveries: 0,
    },
    enqueue(messageId) {
      tail = tail.then(async () => {
        try {
          last = Math.max(last, await processKickMessage(deps, messageId, systemContext(deps, 'kick')));
        } catch (err) {
          // Left unprocessed: the start-up sweep (or the next sweep) takes it again.
          log.error(`[kick] delivery ${messageId} not processed: ${(err as Error).message}`);
        }
      });
    },
    idle: () => tail,
    lastPosition: () => last,
  };
}

export const KICK_DISABLED = 'Kick bağlantısı bu sitede açık değil.';

/** Without KICK_CLIENT_ID every Kick call but the public status answers 404, as if it did not exist. */
export const kickEnabled =
  (rt: KickRuntime | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!rt) return c.json({ message: KICK_DISABLED, code: ErrorCode.notFound }, 404);
    await next();
  };
