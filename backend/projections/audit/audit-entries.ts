import {
  AUDIT_TYPE_LABELS,
  type AuditTargetKind,
  AUDIT_TYPES,
  type AuditType,
  roleLabels,
  SITE_SETTING_KEYS,
} from '@app/contracts';

/**
 * How each staff command reads in the audit log: its target and a Turkish sentence. Only what the
 * event says in the open is used (titles, counts, reasons); never a hash, a sealed seed or a session.
 * Pure: `title(key)` gives the latest name of `<kind>:<id>` that the projection knows.
 */
export interface AuditTarget {
  kind: AuditTargetKind;
  id: string;
  title?: string;
}

export interface AuditDescription {
  summary: string;
  target: AuditTarget;
}

type Data = Record<string, unknown>;
type Title = (key: string) => string | null;

const points = new Intl.NumberFormat('tr-TR');
const lengthOf = (v: unknown) => (Array.isArray(v) ? v.length : 0);
/** The label of a value, or the value itself when it has none. */
const labelOf = (labels: Readonly<Record<string, string>>, value: unknown) => labels[String(value)] ?? String(value);
const AUDIT_TYPE_SET = new Set<string>(AUDIT_TYPES);
const isAuditType = (type: string): type is AuditType => AUDIT_TYPE_SET.has(type);
const PLATFORMS: Record<string, string> = { telegram: 'Telegram', youtube: 'YouTube', instagram: 'Instagram' };
const CARD_STATUS: Record<string, string> = { published: 'Yayında', draft: 'Taslak', hidden: 'Gizli' };
const ACTIVE: Record<string, string> = { active: 'Aktif', inactive: 'Pasif' };
const ORDER_STATUS: Record<string, string> = { claimed: 'Alındı', delivered: 'Teslim Edildi' };
const SETTING_LABELS: Record<(typeof SITE_SETTING_KEYS)[number], string> = {
  logoUrl: 'Logo',
  telegramUrl: 'Telegram bağlantısı',
  instagramUrl: 'Instagram bağlantısı',
  youtubeUrl: 'YouTube bağlantısı',
  welcomeBannerImage: 'Hoş geldin görseli',
  welcomeBannerTitle: 'Hoş geldin başlığı',
  welcomeBannerSubtitle: 'Hoş geldin alt başlığı',
  marqueeText: 'Kayan yazı',
  gridColumnsDesktop: 'Masaüstü sütunları',
  gridColumnsTablet: 'Tablet sütunları',
  gridColumnsMobile: 'Mobil sütunları',
  telegram_points: 'Telegram puanı',
  youtube_points: 'YouTube puanı',
  instagram_points: 'Instagram puanı',
  homeViewport: 'Ana sayfa telefonda',
  dataControllerName: 'Veri sorumlusunun adı',
  dataControllerAddress: 'Veri sorumlusunun adresi',
  dataControllerEmail: 'Veri sorumlusunun e-posta adresi',
};

const quoted = (title: string | null) => (title ? `: “${title}”` : '');
const note = (label: string, v: unknown) => (typeof v === 'string' && v.trim() ? ` (${label}: ${v.trim()})` : '');
const target = (kind: AuditTargetKind, id: unknown, title: string | null): AuditTarget => ({
  kind,
  id: String(id),
  ...(title ? { title } : {}),
});

/** The Created / Updated / StatusChanged / Deleted commands of the content slices, one sentence shape each. */
const CONTENT: Record<string, { kind: AuditTargetKind; noun: string; id: string; status?: Record<string, string> }> = {
  Card: { kind: 'card', noun: 'Kart', id: 'id', status: CARD_STATUS },
  Banner: { kind: 'banner', noun: 'Banner', id: 'id', status: ACTIVE },
  SlidingBanner: { kind: 'slidingBanner', noun: 'Kayan banner', id: 'id', status: ACTIVE },
  Company: { kind: 'company', noun: 'Firma', id: 'id', status: ACTIVE },
  TicketCompany: { kind: 'ticketCompany', noun: 'Bilet firması', id: 'companyId' },
  Event: { kind: 'event', noun: 'Etkinlik', id: 'eventId' },
  Reward: { kind: 'reward', noun: 'Ödül', id: 'rewardId' },
};
const VERBS: Record<string, string> = { Created: 'oluşturuldu', Updated: 'güncellendi', Deleted: 'silindi' };

function content(type: string, d: Data, title: Title): AuditDescription | null {
  const m = /^(Card|Banner|SlidingBanner|Company|TicketCompany|Event|Reward)(Created|Updated|StatusChanged|Deleted)$/.exec(type);
  if (!m) return null;
  const spec = CONTENT[m[1]!]!;
  const id = d[spec.id];
  const name = title(`${spec.kind}:${String(id)}`);
  const summary =
    m[2] === 'StatusChanged'
      ? `${spec.noun} durumu değiştirildi${quoted(name)} → ${spec.status?.[String(d.status)] ?? String(d.status)}`
      : `${spec.noun} ${VERBS[m[2]!]}${quoted(name)}`;
  return { summary, target: target(spec.kind, id, name) };
}

const ID_FIELD: Record<'user' | 'ticketApplication' | 'rewardOrder' | 'verification', string> = {
  user: 'userId',
  ticketApplication: 'applicationId',
  rewardOrder: 'purchaseId',
  verification: 'verificationId',
};

/**
 * A command about one member's account or one of their things: `who` is the member's username,
 * `name` the thing's name (for an account, the username again).
 */
function aboutMember(
  kind: keyof typeof ID_FIELD,
  d: Data,
  title: Title,
  text: (n: { name: string; who: string }) => string,
): AuditDescription {
  const id = d[ID_FIELD[kind]];
  const who = title(`user:${String(d.userId)}`) ?? 'silinmiş üye';
  const name = kind === 'user' ? who : (title(`${kind}:${String(id)}`) ?? who);
  return { summary: text({ name, who }), target: target(kind, id, name) };
}

function signed(n: number) {
  return `${n > 0 ? '+' : '−'}${points.format(Math.abs(n))}`;
}

const HUNT_STEPS = [
  'HuntCreated',
  'HuntSlotAdded',
  'HuntSlotChanged',
  'HuntSlotRemoved',
  'HuntSlotsReordered',
  'HuntPredictionsClosed',
  'HuntOpeningStarted',
  'HuntSlotResultRecorded',
  'HuntFinished',
  'HuntCancelled',
] as const;

/** A hunt's staff steps read as their label, the hunt's title and, for a slot, its name. */
function huntSteps() {
  const describe =
    (type: (typeof HUNT_STEPS)[number]) =>
    (d: Data, title: Title): AuditDescription => {
      const hunt = typeof d.title === 'string' ? d.title : title(`hunt:${String(d.huntId)}`);
      const slot = typeof d.name === 'string' ? ` (${d.name})` : '';
      return { summary: `${AUDIT_TYPE_LABELS[type]}${hunt ? `: “${hunt}”` : ''}${slot}`, target: target('hunt', d.huntId, hunt) };
    };
  return Object.fromEntries(HUNT_STEPS.map((t) => [t, describe(t)]));
}

/** Everything that is not a content command, by type. */
const OTHERS: Partial<Record<AuditType, (d: Data, title: Title) => AuditDescription>> = {
  SiteSettingsChanged: (d) => {
    const keys = (Array.isArray(d.settings) ? d.settings : []).map((s: { key: string }) => labelOf(SETTING_LABELS, s.key));
    return { summary: `Site ayarları güncellendi: ${keys.join(', ')}`, target: target('siteSettings', 'site', 'Site ayarları') };
  },
  ...huntSteps(),
  KickSettingsChanged: () => ({ summary: 'Kick puan ayarları güncellendi', target: target('kick', 'settings', 'Kick ayarları') }),
  KickAccountUnlinked: (d, title) => {
    const name = title(`user:${String(d.userId)}`);
    return { summary: `Kick bağlantısı kaldırıldı: ${name ?? 'üye'}`, target: target('user', d.userId, name) };
  },
  LegalTextChanged: (d) => {
    const name = d.doc === 'kvkk' ? 'Aydınlatma Metni' : 'Çerez Politikası';
    return { summary: `Yasal metin güncellendi: ${name}`, target: target('legalText', String(d.doc), name) };
  },
  TicketSettingsChanged: () => ({
    summary: 'Bilet ayarları güncellendi',
    target: target('ticketSettings', 'tickets', 'Bilet ayarları'),
  }),
  TicketApplicationApproved: (d, t) =>
    aboutMember(
      'ticketApplication',
      d,
      t,
      ({ name }) => `Bilet başvurusu onaylandı: ${name} (${points.format(lengthOf(d.numbers))} bilet)`,
    ),
  TicketApplicationRejected: (d, t) =>
    aboutMember('ticketApplication', d, t, ({ name }) => `Bilet başvurusu reddedildi: ${name}${note('Not', d.adminNote)}`),
  TicketApplicationDeleted: (d, t) => aboutMember('ticketApplication', d, t, ({ name }) => `Bilet başvurusu silindi: ${name}`),
  RewardOrderStatusChanged: (d, t) =>
    aboutMember(
      'rewardOrder',
      d,
      t,
      ({ name }) => `Sipariş “${ORDER_STATUS[String(d.status)] ?? String(d.status)}” olarak işaretlendi: ${name}`,
    ),
  RewardOrderCancelled: (d, t) =>
    aboutMember('rewardOrder', d, t, ({ name }) => `Sipariş iptal edildi, puanı iade edildi: ${name}${note('Neden', d.reason)}`),
  SocialVerificationApproved: (d, t) =>
    aboutMember(
      'verification',
      d,
      t,
      ({ who }) => `${PLATFORMS[String(d.platform)]} doğrulaması onaylandı: ${who} (+${points.format(Number(d.points))} puan)`,
    ),
  SocialVerificationRejected: (d, t) =>
    aboutMember(
      'verification',
      d,
      t,
      ({ who }) => `${PLATFORMS[String(d.platform)]} doğrulaması reddedildi: ${who}${note('Neden', d.rejectionReason)}`,
    ),
  SocialVerificationDeleted: (d, t) =>
    aboutMember('verification', d, t, ({ who }) => `${PLATFORMS[String(d.platform)]} doğrulaması silindi: ${who}`),
  StreamingRuleCreated: (d, t) => rule(d, t, 'oluşturuldu'),
  StreamingRuleChanged: (d, t) => rule(d, t, 'güncellendi'),
  StreamingRuleActivated: (d, t) => rule(d, t, 'etkinleştirildi'),
  StreamingRuleDeactivated: (d, t) => rule(d, t, 'devre dışı bırakıldı'),
  StreamingRuleDeleted: (d, t) => rule(d, t, 'silindi'),
  DrawCreated: (d, t) => draw(d, t, 'oluşturuldu'),
  DrawRun: (d, t) =>
    draw(d, t, 'yapıldı', ` (${points.format(lengthOf(d.winners))} kazanan, ${points.format(lengthOf(d.entries))} katılım)`),
  DrawCancelled: (d, t) => draw(d, t, 'iptal edildi'),
  UserRoleChanged: (d, t) => aboutMember('user', d, t, ({ who }) => `Rol değiştirildi: ${who} → ${labelOf(roleLabels, d.role)}`),
  UserBanned: (d, t) => aboutMember('user', d, t, ({ who }) => `Kullanıcı engellendi: ${who}`),
  UserUnbanned: (d, t) => aboutMember('user', d, t, ({ who }) => `Kullanıcının engeli kaldırıldı: ${who}`),
  // Only the link's existence: its token is never in the event, its hash never in the log's text.
  PasswordResetRequested: (d, t) => aboutMember('user', d, t, ({ who }) => `Şifre sıfırlama bağlantısı oluşturuldu: ${who}`),
  TwoFactorReset: (d, t) => aboutMember('user', d, t, ({ who }) => `İki adımlı doğrulama sıfırlandı: ${who}`),
  // Named by the pseudonym the event carries, never by the old name (which the event holds sealed).
  MemberErased: (d) => ({
    summary: `Üye silindi (KVKK): ${String(d.pseudonym)}`,
    target: target('user', d.userId, String(d.pseudonym)),
  }),
  PointsAdjusted: (d, t) =>
    aboutMember(
      'user',
      d,
      t,
      ({ who }) =>
        `Puan düzeltmesi: ${who}, ${signed(Number(d.delta))} puan${note('Gerekçe', d.reason)}, yeni bakiye ${points.format(Number(d.balance))}`,
    ),
};

function rule(d: Data, title: Title, verb: string): AuditDescription {
  const url = title(`streamingRule:${String(d.ruleId)}`);
  return { summary: `Yayın doğrulama kuralı ${verb}${url ? `: ${url}` : ''}`, target: target('streamingRule', d.ruleId, url) };
}

function draw(d: Data, title: Title, verb: string, detail = ''): AuditDescription {
  const name = title(`draw:${String(d.drawId)}`);
  return { summary: `Çekiliş ${verb}${quoted(name)}${detail}`, target: target('draw', d.drawId, name) };
}

/** The row of a staff command; null for a type the audit log does not list. */
export function describeAuditEvent(type: string, d: Data, title: Title): AuditDescription | null {
  return content(type, d, title) ?? (isAuditType(type) ? OTHERS[type]?.(d, title) : undefined) ?? null;
}
