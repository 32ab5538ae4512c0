import {
  ManualVerificationRequest,
  platformPointsKey,
  ReviewVerificationRequest,
  SITE_SETTING_DEFAULTS,
  type SocialPlatform,
} from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { commandContext, requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { VERIFICATION_TEXT } from './member-verification.js';
import { deleteVerification, requestVerification, reviewVerification } from './manual.js';
import { startTelegramVerification, verifyTelegram } from './telegram.js';
import { telegramGatewayOf } from './telegram-gateway.js';
import { memberOnly } from '../../http/member-only.js';

/** The platform's points from the site settings (staff set them on screen 12); a lookup that may lag a moment. */
export interface VerificationReads {
  getSiteSettings: (read: ReadStore) => Promise<{ key: string; value: string }[]>;
  findVerification: (read: ReadStore, id: string) => Promise<{ userId: string; platform: SocialPlatform } | null>;
}

async function platformPoints(deps: Deps, reads: VerificationReads, platform: SocialPlatform): Promise<number> {
  const key = platformPointsKey[platform];
  const value = (await reads.getSiteSettings(deps.read)).find((s) => s.key === key)?.value;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : Number(SITE_SETTING_DEFAULTS[key]);
}

/** Guests get 401 before their body is looked at. */
/** Member: POST /api/social-verifications/manual, /telegram/init, /telegram/verify. */
export const socialVerificationCommandRoutes = (deps: Deps, reads: VerificationReads) =>
  new Hono<AppEnv>()
    .use('*', memberOnly)
    .post('/manual', validate('json', ManualVerificationRequest), async (c) => {
      const user = requireUser(c);
      const input = c.req.valid('json');
      const points = await platformPoints(deps, reads, input.platform);
      const r = await requestVerification(deps, user._id, input, points, commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ message: 'Doğrulama talebiniz alındı. Yönetici onayından sonra puanınız hesabınıza eklenecek.' }, 201);
    })
    .post('/telegram/init', async (c) => {
      const user = requireUser(c);
      const gateway = telegramGatewayOf(deps);
      const { code, position } = await startTelegramVerification(deps, user._id, commandContext(c, deps));
      await deps.runner.waitFor(position);
      const botLink = `https://t.me/${gateway.botUsername}?start=${code}`;
      return c.json({ botLink, verificationCode: code, botUsername: gateway.botUsername });
    })
    .post('/telegram/verify', async (c) => {
      const user = requireUser(c);
      const gateway = telegramGatewayOf(deps);
      const points = await platformPoints(deps, reads, 'telegram');
      const { position, ...answer } = await verifyTelegram(deps, gateway, user._id, points, commandContext(c, deps));
      await deps.runner.waitFor(position);
      return c.json(answer);
    });

async function targetOf(deps: Deps, reads: VerificationReads, verificationId: string) {
  const doc = await reads.findVerification(deps.read, verificationId);
  if (!doc) throw notFound(VERIFICATION_TEXT.notFound);
  return { userId: doc.userId, verificationId, platform: doc.platform };
}

/** Staff: PATCH and DELETE /api/admin/social-verifications/:id (the pending list is on the query side). */
export const adminVerificationCommandRoutes = (deps: Deps, reads: VerificationReads) =>
  new Hono<AppEnv>()
    .patch('/:id', requireStaff, validate('json', ReviewVerificationRequest), async (c) => {
      const body = c.req.valid('json');
      const target = await targetOf(deps, reads, c.req.param('id'));
      const review = {
        decision: body.status,
        points: body.status === 'approved' ? await platformPoints(deps, reads, target.platform) : 0,
        rejectionReason: body.status === 'rejected' ? body.rejectionReason : null,
      };
      const r = await reviewVerification(deps, target, review, commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      const message = body.status === 'approved' ? 'Doğrulama onaylandı ve kullanıcı puan kazandı' : 'Doğrulama reddedildi';
      return c.json({ message, pointsAwarded: r.pointsAwarded });
    })
    .delete('/:id', requireStaff, async (c) => {
      const r = await deleteVerification(deps, await targetOf(deps, reads, c.req.param('id')), commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ message: 'Doğrulama kalıcı olarak silindi' });
    });
