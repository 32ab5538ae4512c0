import { describe, expect, it } from 'vitest';
import { kickConfigOf, loadConfig } from './env.js';

const fails = (env: Record<string, string>) => () => loadConfig(env);

describe('TRUST_PROXY and PUBLIC_ORIGIN', () => {
  it('trust no proxy and name no origin by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).PUBLIC_ORIGIN).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('take a hop count or a list of proxy addresses, and keep only the origin of PUBLIC_ORIGIN', () => {
    expect(loadConfig({ TRUST_PROXY: '2', PUBLIC_ORIGIN: 'https://site.example/' })).toMatchObject({
      TRUST_PROXY: 2,
      PUBLIC_ORIGIN: 'https://site.example',
    });
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8', PUBLIC_ORIGIN: 'http://site.test:8080' })).toMatchObject({
      TRUST_PROXY: ['loopback', '10.0.0.0/8'],
      PUBLIC_ORIGIN: 'http://site.test:8080',
    });
  });

  it('stop the start with a clear message on a bad value', () => {
    expect(fails({ TRUST_PROXY: 'evet', PUBLIC_ORIGIN: 'https://x.test' })).toThrow(
      /TRUST_PROXY: TRUST_PROXY must be false, a hop count/,
    );
    expect(fails({ TRUST_PROXY: '10.0.0.0/99', PUBLIC_ORIGIN: 'https://x.test' })).toThrow(/TRUST_PROXY/);
    expect(fails({ TRUST_PROXY: '1' })).toThrow(/PUBLIC_ORIGIN: PUBLIC_ORIGIN must be set when TRUST_PROXY is set/);
    expect(fails({ PUBLIC_ORIGIN: 'https://site.example/yol' })).toThrow(/PUBLIC_ORIGIN must be an origin only/);
    expect(fails({ PUBLIC_ORIGIN: 'ftp://site.example' })).toThrow(/PUBLIC_ORIGIN must be an http\(s\) address/);
    expect(fails({ TRACKING_RATE_LIMIT: '0' })).toThrow(/TRACKING_RATE_LIMIT/);
  });
});

describe('Telegram webhook mode', () => {
  it("takes an https address and an optional secret of Telegram's alphabet", () => {
    expect(loadConfig({ TELEGRAM_WEBHOOK_URL: 'https://site.example/api/telegram/webhook' }).TELEGRAM_WEBHOOK_URL).toBe(
      'https://site.example/api/telegram/webhook',
    );
    expect(loadConfig({ TELEGRAM_WEBHOOK_SECRET: 'abc_DEF-0123456789' }).TELEGRAM_WEBHOOK_SECRET).toBe('abc_DEF-0123456789');
    expect(loadConfig({}).TELEGRAM_WEBHOOK_URL).toBeUndefined();
  });

  it('refuses a plain http address and a secret Telegram would not send back', () => {
    expect(fails({ TELEGRAM_WEBHOOK_URL: 'http://site.example/api/telegram/webhook' })).toThrow(
      /TELEGRAM_WEBHOOK_URL must be an https address/,
    );
    expect(fails({ TELEGRAM_WEBHOOK_SECRET: 'kısa' })).toThrow(/TELEGRAM_WEBHOOK_SECRET must be 16 to 256 characters/);
    expect(fails({ TELEGRAM_WEBHOOK_SECRET: 'has spaces in it, 16+ chars' })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
  });
});

describe('ROLE', () => {
  it('is all by default; web and projector share MongoDB', () => {
    expect(loadConfig({}).ROLE).toBe('all');
    expect(loadConfig({ ROLE: 'web', MONGO_URL: 'mongodb://m/site' }).ROLE).toBe('web');
    expect(loadConfig({ ROLE: 'projector', MONGO_URL: 'mongodb://m/site' }).ROLE).toBe('projector');
  });

  it('stops the start with a clear message on an unknown role, or a shared role without MongoDB', () => {
    expect(fails({ ROLE: 'worker' })).toThrow(/ROLE: ROLE must be all \(the default\), web or projector/);
    expect(fails({ ROLE: 'web' })).toThrow(/ROLE: ROLE=web and ROLE=projector need MONGO_URL/);
  });
});

describe('Kick settings', () => {
  const kick = {
    KICK_CLIENT_ID: 'id',
    KICK_CLIENT_SECRET: 'secret',
    KICK_CHANNEL: 'kanal',
    PUBLIC_ORIGIN: 'https://site.example',
  };

  it('without KICK_CLIENT_ID Kick is off; with it the roots default to Kick', () => {
    expect(kickConfigOf(loadConfig({}))).toBeUndefined();
    expect(kickConfigOf(loadConfig(kick))).toMatchObject({
      channel: 'kanal',
      oauthRoot: 'https://id.kick.com',
      apiRoot: 'https://api.kick.com',
    });
  });

  it('need the secret, the channel and an https PUBLIC_ORIGIN (http only on a loopback host), and a real PEM key', () => {
    expect(fails({ ...kick, KICK_CLIENT_SECRET: '' })).toThrow(/KICK_CLIENT_SECRET and KICK_CHANNEL must be set/);
    expect(fails({ ...kick, PUBLIC_ORIGIN: 'http://site.example' })).toThrow(/PUBLIC_ORIGIN must be set, and https/);
    expect(loadConfig({ ...kick, PUBLIC_ORIGIN: 'http://127.0.0.1:3000' }).PUBLIC_ORIGIN).toBe('http://127.0.0.1:3000');
    expect(fails({ ...kick, KICK_PUBLIC_KEY: 'anahtar' })).toThrow(/KICK_PUBLIC_KEY must be a PEM public key/);
    expect(fails({ ...kick, KICK_CHANNEL: 'a/b' })).toThrow(/KICK_CHANNEL must be the channel slug/);
  });
});
