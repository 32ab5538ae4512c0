import type { KeyObject } from 'node:crypto';
import { checkKickConnection } from '../commands/kick/connection.js';
import { createKickRuntime, type KickRuntime } from '../commands/kick/runtime.js';
import { createHarness, type Harness, type HarnessOptions } from './harness.js';
import {
  KICK_TEST_CHANNEL,
  KICK_TEST_CLIENT,
  kickKeyPair,
  type KickDouble,
  signedDelivery,
  startKickDouble,
} from './kick-double.js';

/** Options of the Kick scene beside the harness's: a channel the double does not know leaves it unresolved. */
export interface KickSceneOptions extends HarnessOptions {
  kickChannel?: string;
}

export interface KickScene {
  h: Harness;
  double: KickDouble;
  privateKey: KeyObject;
  /** The app's Kick connection (its delivery queue: `idle()` waits for the work behind the webhook). */
  runtime: () => KickRuntime;
  /** Everything the app's Kick connection wrote to its log (info and error). */
  logs: string[];
  /** Posts a delivery signed with the test's key, as Kick's servers do (no Origin, no cookie), with the
   * id of the app's own subscription to `type` unless the options name another. */
  deliver(type: string, body: unknown, options?: Parameters<typeof signedDelivery>[3]): Promise<Response>;
  close(): Promise<void>;
}

/** An app with Kick configured against a local double whose webhook key the test made. */
export async function kickScene(options: KickSceneOptions = {}): Promise<KickScene> {
  const { kickChannel, ...harness } = options;
  const logs: string[] = [];
  const log = { info: (m: string) => void logs.push(m), error: (m: string) => void logs.push(m) };
  const { privateKey, publicKeyPem } = kickKeyPair();
  const double = await startKickDouble(publicKeyPem);
  let rt: KickRuntime | undefined;
  const config = {
    clientId: KICK_TEST_CLIENT.id,
    clientSecret: KICK_TEST_CLIENT.secret,
    channel: kickChannel ?? KICK_TEST_CHANNEL.slug,
    publicOrigin: 'http://localhost',
    oauthRoot: double.url,
    apiRoot: double.url,
    publicKey: publicKeyPem,
  };
  const scene: KickScene = {
    h: await createHarness({ ...harness, kick: (deps) => (rt = createKickRuntime(deps, config, log)) }),
    double,
    privateKey,
    logs,
    runtime: () => rt!,
    deliver(type, body, opts) {
      const d = signedDelivery(privateKey, type, body, { subscriptionId: double.subscriptionIdOf(type), ...opts });
      return scene.h.request('POST', '/api/kick/webhook', { body: d.rawBody, headers: { ...d.headers, origin: '' } });
    },
    async close() {
      await rt?.idle();
      await scene.h.close();
      await double.close();
    },
  };
  // As the server does at start: resolve the channel and subscribe to its events.
  await checkKickConnection(rt!, log, new Date());
  return scene;
}

/** The OAuth link flow as the browser follows it: site → Kick's authorize → the site's callback. */
export async function linkThroughOAuth(s: KickScene, cookie: string, kick: { userId: number; name: string }) {
  s.double.loginAs(kick);
  const start = await s.h.request('GET', '/api/kick/authorize', { cookie });
  const atKick = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const back = new URL(atKick.headers.get('location')!);
  const done = await s.h.request('GET', `${back.pathname}${back.search}`, { cookie });
  return done.headers.get('location');
}
