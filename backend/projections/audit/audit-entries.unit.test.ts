import * as contracts from '@app/contracts';
import { AUDIT_TYPES, type AuditType } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { describeAuditEvent } from './audit-entries.js';

const NAMES: Record<string, string> = {
  'user:u1': 'ayşe',
  'card:c1': 'Yaz Kampanyası',
  'ticketApplication:a1': 'ayşe · Yıldız Bilet',
  'rewardOrder:p1': 'Kupon · ayşe',
  'verification:v1': 'YouTube · ayşe',
  'streamingRule:r1': 'https://yayin.example/canli',
  'draw:d1': 'Haftalık Çekiliş',
  'event:e1': 'Yaz Turnuvası',
};
const title = (key: string) => NAMES[key] ?? null;

/** One payload per audited type, shaped like the event's contract schema. */
const SAMPLES: Record<AuditType, Record<string, unknown>> = {
  CardCreated: { id: 'c1', title: 'Yaz Kampanyası' },
  CardUpdated: { id: 'c1', changes: { link: 'https://x.example' } },
  CardStatusChanged: { id: 'c1', status: 'draft' },
  CardDeleted: { id: 'c1' },
  BannerCreated: { id: 'b1', title: null },
  BannerUpdated: { id: 'b1', changes: {} },
  BannerStatusChanged: { id: 'b1', status: 'inactive' },
  BannerDeleted: { id: 'b1' },
  SlidingBannerCreated: { id: 's1' },
  SlidingBannerUpdated: { id: 's1', changes: {} },
  SlidingBannerStatusChanged: { id: 's1', status: 'active' },
  SlidingBannerDeleted: { id: 's1' },
  CompanyCreated: { id: 'f1', name: 'Firma' },
  CompanyUpdated: { id: 'f1', changes: {} },
  CompanyStatusChanged: { id: 'f1', status: 'active' },
  CompanyDeleted: { id: 'f1' },
  SiteSettingsChanged: {
    settings: [
      { key: 'marqueeText', value: 'x' },
      { key: 'logoUrl', value: '' },
    ],
  },
  LegalTextChanged: { doc: 'kvkk', title: 'Aydınlatma', body: 'Metin' },
  HuntCreated: { huntId: 'h1', title: 'Cuma Avı' },
  HuntSlotAdded: { huntId: 'h1', slotId: 's1', name: 'Gates' },
  HuntSlotChanged: { huntId: 'h1', slotId: 's1', name: 'Gates' },
  HuntSlotRemoved: { huntId: 'h1', slotId: 's1' },
  HuntSlotsReordered: { huntId: 'h1', slotIds: ['s1'], shuffled: true },
  HuntPredictionsClosed: { huntId: 'h1' },
  HuntOpeningStarted: { huntId: 'h1' },
  HuntSlotResultRecorded: { huntId: 'h1', slotId: 's1' },
  HuntFinished: { huntId: 'h1' },
  HuntCancelled: { huntId: 'h1' },
  KickSettingsChanged: { watchPoints: 10 },
  KickAccountUnlinked: { userId: 'u1', kickUserId: 7 },
  TicketCompanyCreated: { companyId: 't1', name: 'Yıldız Bilet' },
  TicketCompanyUpdated: { companyId: 't1', changes: {} },
  TicketCompanyDeleted: { companyId: 't1' },
  TicketSettingsChanged: { ticketPrice: 500, minimumInvestment: 100, infoMessage: 'x' },
  TicketApplicationApproved: { applicationId: 'a1', userId: 'u1', numbers: [1, 2, 3], adminNote: null },
  TicketApplicationRejected: { applicationId: 'a1', userId: 'u1', adminNote: 'Dekont okunmuyor' },
  TicketApplicationDeleted: { applicationId: 'a1', userId: 'u1' },
  EventCreated: { eventId: 'e1', title: 'Yaz Turnuvası' },
  EventUpdated: { eventId: 'e1', changes: {} },
  EventDeleted: { eventId: 'e1' },
  RewardCreated: { rewardId: 'w1', title: 'Kupon' },
  RewardUpdated: { rewardId: 'w1', changes: {} },
  RewardDeleted: { rewardId: 'w1' },
  RewardOrderStatusChanged: { rewardId: 'w1', purchaseId: 'p1', userId: 'u1', status: 'delivered' },
  RewardOrderCancelled: {
    rewardId: 'w1',
    purchaseId: 'p1',
    userId: 'u1',
    reason: 'Stok hatası',
    cancelledBy: 'x',
    pointsCost: 5,
    stock: 1,
    sold: 0,
  },
  SocialVerificationApproved: { userId: 'u1', verificationId: 'v1', platform: 'youtube', points: 150 },
  SocialVerificationRejected: { userId: 'u1', verificationId: 'v1', platform: 'youtube', rejectionReason: null },
  SocialVerificationDeleted: { userId: 'u1', verificationId: 'v1', platform: 'youtube' },
  StreamingRuleCreated: { ruleId: 'r1', adminStreamUrl: 'https://yayin.example/canli', pointsReward: 100, description: null },
  StreamingRuleChanged: { ruleId: 'r1', adminStreamUrl: 'https://yayin.example/canli', pointsReward: 50, description: null },
  StreamingRuleActivated: { ruleId: 'r1' },
  StreamingRuleDeactivated: { ruleId: 'r1' },
  StreamingRuleDeleted: { ruleId: 'r1' },
  DrawCreated: {
    drawId: 'd1',
    title: 'Haftalık Çekiliş',
    sealedSeed: { alg: 'aes-256-gcm', iv: 'IV', ciphertext: 'GIZLI', tag: 'TAG' },
    seedHash: 'h',
  },
  DrawRun: { drawId: 'd1', seed: 'TOHUM', entriesHash: 'h', entries: [{}, {}, {}], winners: [{}] },
  DrawCancelled: { drawId: 'd1', seed: 'TOHUM' },
  UserRoleChanged: { userId: 'u1', role: 'editor' },
  UserBanned: { userId: 'u1' },
  UserUnbanned: { userId: 'u1' },
  PointsAdjusted: { userId: 'u1', delta: -1500, reason: 'Mükerrer ödül', balance: 20 },
  PasswordResetRequested: { userId: 'u1', tokenHash: 'GIZLI', expiresAt: '2026-05-02T10:30:00.000Z' },
  TwoFactorReset: { userId: 'u1' },
  MemberErased: { userId: 'u1', pseudonym: 'Silinmiş üye #ab12cd', username: 'ayşe' },
};

describe('audit descriptions', () => {
  it('every audited type reads as a Turkish sentence with its target', () => {
    for (const type of AUDIT_TYPES) {
      const d = describeAuditEvent(type, SAMPLES[type], title);
      expect(d, type).not.toBeNull();
      expect(d!.summary.length, type).toBeGreaterThan(5);
      expect(d!.target.id, type).not.toBe('undefined');
    }
  });

  it('names the thing and the member, with counts, reasons and signs', () => {
    const s = (type: AuditType) => describeAuditEvent(type, SAMPLES[type], title)!.summary;
    expect(s('CardStatusChanged')).toBe('Kart durumu değiştirildi: “Yaz Kampanyası” → Taslak');
    expect(s('BannerDeleted')).toBe('Banner silindi');
    expect(s('TicketApplicationApproved')).toBe('Bilet başvurusu onaylandı: ayşe · Yıldız Bilet (3 bilet)');
    expect(s('TicketApplicationRejected')).toBe('Bilet başvurusu reddedildi: ayşe · Yıldız Bilet (Not: Dekont okunmuyor)');
    expect(s('SocialVerificationApproved')).toBe('YouTube doğrulaması onaylandı: ayşe (+150 puan)');
    expect(s('SiteSettingsChanged')).toBe('Site ayarları güncellendi: Kayan yazı, Logo');
    expect(s('LegalTextChanged')).toBe('Yasal metin güncellendi: Aydınlatma Metni');
    expect(s('DrawRun')).toBe('Çekiliş yapıldı: “Haftalık Çekiliş” (1 kazanan, 3 katılım)');
    expect(s('UserRoleChanged')).toBe('Rol değiştirildi: ayşe → Editör');
    expect(s('PasswordResetRequested')).toBe('Şifre sıfırlama bağlantısı oluşturuldu: ayşe');
    expect(s('TwoFactorReset')).toBe('İki adımlı doğrulama sıfırlandı: ayşe');
    expect(s('PointsAdjusted')).toBe('Puan düzeltmesi: ayşe, −1.500 puan (Gerekçe: Mükerrer ödül), yeni bakiye 20');
    expect(describeAuditEvent('UserBanned', { userId: 'u1' }, title)!.target).toEqual({ kind: 'user', id: 'u1', title: 'ayşe' });
    // An erasure names the member by the pseudonym only, whatever name the log knew.
    expect(describeAuditEvent('MemberErased', SAMPLES.MemberErased, title)).toEqual({
      summary: 'Üye silindi (KVKK): Silinmiş üye #ab12cd',
      target: { kind: 'user', id: 'u1', title: 'Silinmiş üye #ab12cd' },
    });
  });

  it('never repeats a seed, a sealed seed or anything else secret', () => {
    const all = AUDIT_TYPES.map((t) => JSON.stringify(describeAuditEvent(t, SAMPLES[t], title))).join('\n');
    expect(all).not.toMatch(/GIZLI|TOHUM|IV|TAG/);
  });

  it('lists no member action and no side effect of a staff command', () => {
    for (const type of [
      'UserRegistered',
      'SessionStarted',
      'PointsAwarded',
      'PointsSpent',
      'MemberJoinedEvent',
      'TicketApplicationSubmitted',
      'TicketNumbersAllocated',
    ]) {
      expect(describeAuditEvent(type, { userId: 'u1' }, title), type).toBeNull();
    }
  });

  it('knows every event type the contracts declare: audited, or named here as not a staff command', () => {
    // A member's or visitor's own action, or a side effect a command causes beside its audited event.
    const NOT_STAFF_COMMANDS = new Set([
      'UserRegistered',
      'UserPasswordChanged',
      'SessionStarted',
      'SessionEnded',
      'NameReserved',
      'NameReleased',
      'PageViewed',
      'CardClicked',
      'MemberJoinedEvent',
      'StreamUrlChanged',
      'SocialVerificationRequested',
      'TelegramVerificationStarted',
      'TelegramCodeIssued',
      'TelegramCodeRedeemed',
      'TelegramAccountClaimed',
      'TelegramAccountVerified',
      'TicketApplicationSubmitted',
      'TicketNumbersAllocated',
      'PointsAwarded',
      'PointsSpent',
      'PointsRefunded',
      'RewardUnitReserved',
      'RewardUnitReleased',
      'RewardPurchaseCompleted',
      // Closing the books of a long stream: the system's bookkeeping, summing up what staff did before.
      'BooksClosed',
      'TicketNumberSequenceOpened',
      // The last use of a session; a member's prediction; the system's prize crediting.
      'SessionSeen',
      'HuntPredictionSubmitted',
      'HuntPredictionChanged',
      'HuntPrizesCredited',
      // Kick's deliveries and what the server does with them, and a member's own linking.
      'KickChatMessageReceived',
      'KickFollowReceived',
      'KickSubscriptionReceived',
      'KickSubscriptionsGifted',
      'KicksGiftReceived',
      'KickLiveStatusReceived',
      'KickTitleReceived',
      'KickMessageProcessed',
      'KickLiveStatusChanged',
      'KickAccountClaimed',
      'KickAccountReleased',
      'KickFollowCredited',
      'KickAccountLinked',
      'KickLinkCodeIssued',
      // An operator's backup (npm run backup), written by the CLI, not by a staff member in the panel.
      'BackupTaken',
      'KickLinkCodeReserved',
      'RewardBooksOpened',
      // A member's own password and sessions, and a staff member's own enrolment and second steps;
      // the sessions a staff command ends are its side effect (issue 31).
      'UserSessionsEnded',
      'SessionDeviceRecorded',
      'TwoFactorEnrolmentStarted',
      'TwoFactorEnabled',
      'TwoFactorCodeUsed',
      'TwoFactorRecoveryCodeUsed',
    ]);
    const declared = Object.entries(contracts)
      .filter(([name]) => name.endsWith('EventSchemas'))
      .flatMap(([, schemas]) => Object.keys(schemas as object));
    expect(declared.length).toBeGreaterThan(60);
    const audited = new Set<string>(AUDIT_TYPES);
    const unknown = declared.filter((type) => !audited.has(type) && !NOT_STAFF_COMMANDS.has(type));
    expect(unknown, 'a new event type: add it to AUDIT_TYPE_LABELS (a staff command) or to the list above').toEqual([]);
  });
});
