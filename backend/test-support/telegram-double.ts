import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API (getMe, deleteWebhook, getUpdates with long polling,
 * getChatMember, sendMessage), on 127.0.0.1 only, so the real grammY bot runs against it in tests.
 */
export interface TelegramUser {
  id: number;
  first_name: string;
  username?: string;
}

export const TEST_BOT = { id: 777000, is_bot: true, first_name: 'Doğrulama', username: 'dogrulama_test_bot' };

type Update = { update_id: number; message: Record<string, unknown> };

export async function startTelegramDouble(token: string) {
  const updates: Update[] = [];
  const sent: { chat_id: number; text: string }[] = [];
  const memberCalls: { chat_id: string | number; user_id: number }[] = [];
  /** The webhook Telegram would post to, as the bot registered it (setWebhook), or null. */
  let webhook: { url: string; secret_token?: string; allowed_updates?: string[] } | null = null;
  const members = new Map<number, string>();
  let nextUpdateId = 1;
  let polls = 0;
  let wake: (() => void)[] = [];

  const methods: Record<string, (body: Record<string, unknown>) => unknown> = {
    getMe: () => TEST_BOT,
    deleteWebhook: () => ((webhook = null), true),
    setWebhook: (body) => ((webhook = body as typeof webhook), true),
    async getUpdates(body) {
      polls += 1;
      const offset = Number(body.offset ?? 0);
      const pending = () => updates.filter((u) => u.update_id >= offset);
      if (pending().length === 0 && Number(body.timeout ?? 0) > 0) {
        // Long polling: hold the request until an update arrives (or a short while passes).
        await new Promise<void>((resolve) => {
          wake.push(resolve);
          setTimeout(resolve, 1000);
        });
      }
      return pending();
    },
    getChatMember(body) {
      memberCalls.push({ chat_id: body.chat_id as string, user_id: Number(body.user_id) });
      const status = members.get(Number(body.user_id));
      if (!status) return { error: { error_code: 400, description: 'Bad Request: user not found' } };
      return { status, user: { id: Number(body.user_id), is_bot: false, first_name: 'x' } };
    },
    sendMessage(body) {
      sent.push({ chat_id: Number(body.chat_id), text: String(body.text) });
      return {
        message_id: sent.length,
        date: Math.floor(Date.now() / 1000),
        chat: { id: body.chat_id, type: 'private' },
        text: body.text,
      };
    },
  };

  function privateMessage(from: TelegramUser, text: string): Update {
    const command = text.match(/^\/\w+/);
    return {
      update_id: nextUpdateId++,
      message: {
        message_id: nextUpdateId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from.id, type: 'private', first_name: from.first_name, username: from.username },
        from: { ...from, is_bot: false },
        text,
        ...(command && { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] }),
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const match = req.url?.match(/^\/bot([^/]+)\/(\w+)$/);
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (!match || match[1] !== token) return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const method = methods[match[2]!];
    if (!method) return reply(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    const result = (await method(body)) as { error?: { error_code: number; description: string } };
    if (result && typeof result === 'object' && 'error' in result && result.error) {
      return reply(result.error.error_code, { ok: false, ...result.error });
    }
    return reply(200, { ok: true, result });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    memberCalls,
    get webhook() {
      return webhook;
    },
    /** How many getUpdates calls the bot made (long polling). */
    get polls() {
      return polls;
    },
    /** The update Telegram would post for a private message (to a webhook, or queue for getUpdates). */
    privateMessage,
    /** A private message from `from` to the bot (a /start deep link or a plain code). */
    sendText(from: TelegramUser, text: string) {
      updates.push(privateMessage(from, text));
      for (const w of wake.splice(0)) w();
    },
    setMember(userId: number, status: 'member' | 'administrator' | 'left' | 'kicked' | 'creator') {
      members.set(userId, status);
    },
    /** Resolves with the bot's next reply to `chatId` after the `count` replies it already sent there. */
    async replyTo(chatId: number, count = 0, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const replies = sent.filter((m) => m.chat_id === chatId);
        if (replies.length > count) return replies[count]!.text;
        if (Date.now() > until) throw new Error(`the bot did not answer chat ${chatId}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const w of wake.splice(0)) w();
        wake = [];
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
