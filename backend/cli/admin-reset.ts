import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { PASSWORD_RULE } from '@app/contracts';
import { resetAdminAccess } from '../commands/accounts/members/admin-reset.js';
import { loadConfig } from '../env.js';
import { openStores } from '../infrastructure.js';

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void };
  let asked = false;
  out._writeToOutput = (s: string) => {
    if (!asked) process.stdout.write(s);
    asked = true;
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

/** `npm run admin:reset -- <e-mail>`: a new password (asked for here) and the two-step login cleared. */
async function main() {
  const email = process.argv[2];
  if (!email) throw new Error('Usage: npm run admin:reset -- <e-mail>');
  const password = await askHidden('Yeni şifre: ');
  const checked = PASSWORD_RULE.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0]!.message);
  if ((await askHidden('Yeni şifre (tekrar): ')) !== password) throw new Error('Şifreler eşleşmiyor.');
  const { events, read } = await openStores(loadConfig());
  try {
    const r = await resetAdminAccess({ events, clock: () => new Date(), newId: randomUUID }, email, password);
    console.info(`${r.username}: new password set, two-step login cleared, sessions ended (actor: system).`);
  } finally {
    await events.close();
    await read.close();
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
