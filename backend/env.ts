import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? def : ['true', '1', 'yes'].includes(v)));

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    EVENTSTORE_URL: optionalString,
    MONGO_URL: optionalString,
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
    DRAW_SECRET: optionalString.pipe(z.string().min(32, 'DRAW_SECRET must be at least 32 characters').optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional()),
    TELEGRAM_BOT_TOKEN: optionalString,
    TELEGRAM_CHAT_ID: optionalString,
    TELEGRAM_API_ROOT: optionalString.pipe(z.url('TELEGRAM_API_ROOT must be a URL').optional()),
    SEED_DEMO: bool(true),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  })
  .refine((c) => !!c.ADMIN_EMAIL === !!c.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

/** Parses the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the folder npm was started in.
  const base = env.INIT_CWD ?? process.cwd();
  return { ...parsed.data, dataDir: path.resolve(base, parsed.data.DATA_DIR) };
}
