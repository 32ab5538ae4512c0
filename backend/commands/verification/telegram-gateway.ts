import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';

/** What the verification commands need from Telegram; the grammY bot provides it once it is running. */
export interface TelegramGateway {
  botUsername: string;
  /** Whether the Telegram user is in the configured group (TELEGRAM_CHAT_ID). Throws 503 when Telegram cannot say. */
  isGroupMember(telegramUserId: number): Promise<boolean>;
}

/**
 * The running bot per app instance. Kept beside `Deps` rather than in it: the bot starts after the
 * app (it needs the Bot API to answer first) and may never start at all, and the routes must then
 * answer a clear 503 instead of failing.
 */
const gateways = new WeakMap<Deps, TelegramGateway>();

export const setTelegramGateway = (deps: Deps, gateway: TelegramGateway | null) =>
  gateway ? gateways.set(deps, gateway) : gateways.delete(deps);

export const TELEGRAM_UNAVAILABLE = 'Telegram doğrulaması şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.';

export function telegramGatewayOf(deps: Deps): TelegramGateway {
  const gateway = gateways.get(deps);
  if (!gateway) throw new DomainError('telegram_unavailable', TELEGRAM_UNAVAILABLE);
  return gateway;
}
