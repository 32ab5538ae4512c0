import * as C from '@app/contracts';
import { z, type ZodType } from 'zod';

/**
 * What the OpenAPI document says about each route beyond what the code already tells: a Turkish
 * summary, the group, who may call it, and the answer's contract schema. Request bodies and query
 * strings are not repeated here: the document reads them from the route's own `validate(...)`.
 * A route the app registers without an entry here fails the coverage test.
 */
export type Access = 'public' | 'member' | 'staff' | 'super_admin';

export type Answer = ZodType | 'csv' | 'html' | 'javascript' | 'css' | 'image' | 'openapi' | 'none';

export interface Operation {
  summary: string;
  tag: string;
  access: Access;
  answer: Answer;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
  /** Refusals of the domain beyond the ones access, path and validation imply (409, 422, 429, ...). */
  errors?: number[];
  /** multipart/form-data with one `file` field. */
  upload?: boolean;
  description?: string;
  /**
   * Issue 41, edits held to the revision their editor saw: `read`, a single record whose answer names its
   * stream revision as `ETag: "<revision>"`; `write`, an edit that takes `If-Match: "<revision>"` and
   * answers 412 when the record has changed since (without the header it is applied as before).
   */
  revision?: 'read' | 'write';
}

const Ok = z.object({ ok: z.literal(true) });
const Deleted = z.object({ id: z.string() });
const JoinResponse = z.object({ participated: z.literal(true), participationCount: z.number().int() });
const ReviewResponse = z.object({ message: z.string(), pointsAwarded: z.number().int() });

const READ = { revision: 'read' } as const;
const WRITE = { revision: 'write' } as const;

const op =
  (tag: string) =>
  (access: Access, summary: string, answer: Answer, more: Partial<Operation> = {}): Operation => ({
    tag,
    access,
    summary,
    answer,
    ...more,
  });

/** The Created / list / update / delete routes every content slice shares. */
function catalog(path: string, tag: string, noun: string, list: { public: ZodType; admin: ZodType; item: ZodType }) {
  const o = op(tag);
  return {
    [`GET ${path}`]: o('public', `Yayındaki ${noun} listesi`, list.public),
    [`GET ${path}/all`]: o('staff', `Tüm ${noun} (yönetim)`, list.admin),
    [`GET ${path}/:id`]: o('staff', `Bir kayıt (${noun}, yönetim)`, list.item, READ),
    [`POST ${path}`]: o('staff', `Yeni ${noun} kaydı`, list.item, { status: 201 }),
    [`PATCH ${path}/:id`]: o('staff', `${noun} güncelleme`, list.item, WRITE),
    [`DELETE ${path}/:id`]: o('staff', `${noun} silme`, Deleted, WRITE),
  };
}

const accounts = op('Hesap');
const content = op('İçerik');
const privacy = op('Kişisel veriler');
const hunts = op('Bonus Avı');
const analytics = op('Analitik');
const events = op('Etkinlikler');
const points = op('Puanlar');
const verification = op('Doğrulama');
const rewards = op('Market');
const draws = op('Çekilişler');
const tickets = op('Bilet Sistemi');
const admin = op('Yönetim: Kullanıcılar');
const audit = op('Yönetim: Denetim Kaydı');
const docs = op('API Belgeleri');
const kick = op('Kick');

export const operations: Record<string, Operation> = {
  'POST /api/auth/register': accounts('public', 'Üye kaydı (oturum da açar)', C.AuthResponse, {
    status: 201,
    errors: [409, 429],
  }),
  'POST /api/auth/login': accounts('public', 'Giriş (e-posta veya kullanıcı adı)', C.AuthResponse, {
    errors: [429],
    description: 'Yanlış bilgilerde 401, engellenmiş hesapta 403 (Türkçe açıklamayla).',
  }),
  'POST /api/auth/logout': accounts('public', 'Çıkış (oturumu sunucuda da kapatır)', Ok),
  'GET /api/auth/user': accounts('member', 'Oturumdaki üyenin kendi hesabı', C.CurrentUser),
  'POST /api/auth/login/2fa': accounts('public', 'İki adımlı girişin ikinci adımı (kod veya kurtarma kodu)', C.AuthResponse, {
    errors: [429],
    description: 'Aynı tarayıcıda şifreden sonra; her kod bir kez geçer (±1 adım). Hatalı kodlarda 401.',
  }),
  'GET /api/auth/password-reset/available': accounts('public', 'E-postayla şifre sıfırlama açık mı', C.PasswordResetAvailability),
  'POST /api/auth/password-reset/request': accounts('public', 'Şifre sıfırlama bağlantısı isteme', C.PasswordResetAccepted, {
    status: 202,
    errors: [429, 503],
    description: 'Hesap olsun olmasın aynı yanıt; e-posta yapılandırılmamışsa 503.',
  }),
  'POST /api/auth/password-reset': accounts(
    'public',
    'Bağlantıyla yeni şifre belirleme',
    z.union([C.AuthResponse, C.TwoFactorRequired]),
    {
      errors: [429],
      description: 'Geçersiz, kullanılmış veya süresi dolmuş bağlantıda 400.',
    },
  ),
  'POST /api/auth/password': accounts('member', 'Şifre değiştirme (diğer oturumlar kapanır)', C.PasswordResetAccepted, {
    errors: [429],
  }),
  'GET /api/auth/sessions': accounts('member', 'Oturumlarım', C.ActiveSessionList),
  'DELETE /api/auth/sessions/:id': accounts('member', 'Bir oturumu kapatma', C.PasswordResetAccepted),
  'POST /api/auth/sessions/end-others': accounts('member', 'Diğer oturumları kapatma', C.PasswordResetAccepted),
  'GET /api/admin/2fa': accounts('staff', 'İki adımlı doğrulama durumu', C.TwoFactorStatus),
  'POST /api/admin/2fa/enrol': accounts(
    'staff',
    'İki adımlı doğrulama kurulumu (anahtar ve otpauth adresi)',
    C.TwoFactorEnrolment,
    {
      errors: [409],
    },
  ),
  'POST /api/admin/2fa/confirm': accounts('staff', 'İlk kodla onay; 10 kurtarma kodu bir kez gösterilir', C.RecoveryCodes, {
    errors: [409],
  }),

  'GET /api/site-settings': content('public', 'Site ayarları', C.SiteSettingsResponse),
  'GET /api/site-settings/staff': content('staff', 'Site ayarları ve sürümü (yönetim)', C.StaffSiteSettings, READ),
  'PUT /api/site-settings': content('staff', 'Site ayarlarını güncelleme', C.SiteSettingsResponse, {
    ...WRITE,
    description: 'Yanıtın ETag başlığı, kaydın ardından ayarların sürümüdür.',
  }),
  'GET /api/hunts': hunts('public', 'Bonus avları (canlı ve yaklaşanlar önce)', C.HuntList),
  'GET /api/hunts/:id': hunts('public', 'Bir bonus avı: slotlar, rakamlar, tahminler (bitişten sonra), kazananlar', C.Hunt, {
    errors: [404],
  }),
  'GET /api/hunts/:id/prediction': hunts('member', 'Üyenin kendi tahmini', C.OwnHuntPrediction, { errors: [404] }),
  'PUT /api/hunts/:id/prediction': hunts('member', 'Tahmin gönderme veya değiştirme', C.OwnHuntPrediction, {
    errors: [404, 409, 422],
  }),
  'GET /api/admin/hunts': hunts('staff', 'Bonus avları (yönetim)', C.HuntList),
  'GET /api/admin/hunts/:id': hunts('staff', 'Bir bonus avı (yönetim)', C.Hunt, READ),
  'GET /api/admin/hunts/:id/predictions': hunts('staff', 'Bir avın bütün tahminleri (kullanıcı adıyla)', C.AdminHuntPredictions, {
    errors: [404],
  }),
  'GET /api/admin/hunts/:id/predictions.csv': hunts('staff', 'Tahminler (CSV)', 'csv', { errors: [404] }),
  'POST /api/admin/hunts': hunts('staff', 'Bonus avı oluşturma', C.Hunt, { status: 201 }),
  'POST /api/admin/hunts/:id/slots': hunts('staff', 'Slot ekleme', C.Hunt, { errors: [404, 409, 422], ...WRITE }),
  'PATCH /api/admin/hunts/:id/slots/:slotId': hunts('staff', 'Slot düzenleme', C.Hunt, { errors: [404, 409], ...WRITE }),
  'DELETE /api/admin/hunts/:id/slots/:slotId': hunts('staff', 'Slot silme', C.Hunt, { errors: [404, 409], ...WRITE }),
  'POST /api/admin/hunts/:id/slots/:slotId/result': hunts('staff', 'Slotun kazancını kaydetme (açılış sırasında)', C.Hunt, {
    errors: [404, 409],
    ...WRITE,
  }),
  'POST /api/admin/hunts/:id/order': hunts('staff', 'Slot sırası (slotIds) veya karıştırma (shuffle)', C.Hunt, {
    errors: [404, 409],
    ...WRITE,
  }),
  'POST /api/admin/hunts/:id/finish': hunts('staff', 'Bitir (açılmamış slotlar için remainingAsZero)', C.Hunt, {
    errors: [404, 409],
    ...WRITE,
  }),
  'POST /api/admin/hunts/:id/cancel': hunts('staff', 'İptal (katılım ücretleri iade edilir)', C.Hunt, {
    errors: [404, 409],
    ...WRITE,
  }),
  'POST /api/admin/hunts/:id/:step': hunts(
    'staff',
    'Tahminleri Kapat (close-predictions) veya Açılışı Başlat (start-opening)',
    C.Hunt,
    {
      errors: [404, 409],
      ...WRITE,
    },
  ),
  'GET /api/me/export': privacy(
    'member',
    'Verilerimi İndir: üyenin sitede tutulan tüm verileri (JSON dosyası)',
    C.MemberDataExport,
  ),
  'POST /api/me/delete': privacy(
    'member',
    'Hesabımı Sil: üyenin kendi hesabını ve kişisel verilerini silmesi (KVKK)',
    C.ErasureResponse,
    {
      errors: [401],
      description:
        'Şifre yeniden istenir (yanlışsa 401). Hesap hemen kapanır, oturumlar ve canlı bağlantılar sonlanır; bekleyen sipariş iptal edilip puanı iade edilir. Kullanıcı adı her yerde "Silinmiş üye #xxxxxx" olur.',
    },
  ),
  'GET /api/legal/:doc': privacy('public', 'Aydınlatma Metni (kvkk) veya Çerez Politikası (cookies)', C.LegalText, {
    errors: [404],
  }),
  'PUT /api/admin/legal/:doc': privacy('super_admin', 'Aydınlatma Metni veya Çerez Politikası düzenleme', C.LegalText, {
    errors: [404],
  }),
  'POST /api/upload': content('staff', 'Görsel yükleme (en fazla 100 MB)', C.UploadResponse, {
    status: 201,
    upload: true,
    errors: [413],
  }),
  'GET /uploads/:key': content('public', 'Yüklenmiş görsel', 'image'),
  ...catalog('/api/cards', 'İçerik', 'kartlar', { public: C.PublicCardList, admin: C.AdminCardList, item: C.AdminCard }),
  'POST /api/cards/:id/click': analytics('public', 'Kart tıklaması (toplu kaydedilir)', 'none', { status: 202, errors: [429] }),
  ...catalog('/api/banners', 'İçerik', 'bannerlar', {
    public: C.PublicBannerList,
    admin: C.AdminBannerList,
    item: C.AdminBanner,
  }),
  ...catalog('/api/sliding-banners', 'İçerik', 'kayan bannerlar', {
    public: C.PublicSlidingBannerList,
    admin: C.AdminSlidingBannerList,
    item: C.AdminSlidingBanner,
  }),
  ...catalog('/api/companies', 'İçerik', 'firmalar', {
    public: C.PublicCompanyList,
    admin: C.AdminCompanyList,
    item: C.AdminCompany,
  }),

  'POST /api/analytics/page-view': analytics('public', 'Sayfa görüntüleme (toplu kaydedilir)', 'none', {
    status: 202,
    errors: [429],
  }),
  'POST /api/analytics/card-click': analytics('public', 'Kart tıklaması (toplu kaydedilir)', 'none', {
    status: 202,
    errors: [429],
  }),
  'GET /api/analytics/overview': analytics('staff', 'Trafik özeti', C.AnalyticsOverview),
  'GET /api/analytics/card-clicks': analytics('staff', 'Kart tıklamaları', C.CardClickList),
  'GET /api/analytics/traffic': analytics('staff', 'Zaman içinde trafik', C.AnalyticsTraffic),
  'GET /api/admin/dashboard': analytics('staff', 'Kontrol paneli sayaçları', C.AdminDashboard),

  'GET /api/events': events('public', 'Etkinlikler', C.PublicEventList),
  'GET /api/events/:id': events('public', 'Etkinlik ayrıntısı (yöneticiye katılımcılarla)', C.EventDetail),
  'GET /api/events/:id/participation-status': events('member', 'Üyenin katılım durumu', C.ParticipationStatus),
  'POST /api/events/:id/participate': events('member', 'Etkinliğe katılım', JoinResponse, { status: 201, errors: [409, 422] }),
  'GET /api/admin/events': events('staff', 'Tüm etkinlikler (yönetim)', C.AdminEventList),
  'GET /api/admin/events/:id': events('staff', 'Bir etkinlik (yönetim)', C.AdminEvent, READ),
  'GET /api/admin/events/:id/participants.csv': events('staff', 'Katılımcılar (CSV)', 'csv'),
  'POST /api/admin/events': events('staff', 'Yeni etkinlik', C.AdminEvent, { status: 201 }),
  'PATCH /api/admin/events/:id': events('staff', 'Etkinlik güncelleme', C.AdminEvent, WRITE),
  'DELETE /api/admin/events/:id': events('staff', 'Etkinlik silme', 'none', { status: 204, ...WRITE }),

  'POST /api/user/update-stream': points('member', 'Yayın linki (günün yayın puanıyla)', C.UpdateStreamResponse),
  'GET /api/streaming-verifications': points('staff', 'Yayın doğrulama kuralları', C.StreamingRuleList),
  'GET /api/streaming-verifications/:id': points('staff', 'Bir yayın kuralı', C.StreamingRule, READ),
  'POST /api/streaming-verifications': points('staff', 'Yeni yayın kuralı', C.StreamingRule, { status: 201 }),
  'PATCH /api/streaming-verifications/:id': points('staff', 'Yayın kuralı güncelleme', C.StreamingRule, WRITE),
  'DELETE /api/streaming-verifications/:id': points('staff', 'Yayın kuralı silme', Ok, WRITE),
  'GET /api/leaderboard': points(
    'public',
    'Lider tablosu: tüm zamanlar veya bu hafta / bu ay (yalnızca kullanıcı adı ve puan)',
    C.Leaderboard,
  ),
  'GET /api/points/ledger': points('member', 'Üyenin puan geçmişi (sayfalama)', C.LedgerPage),

  'GET /api/social-verifications': verification('member', 'Üyenin doğrulamaları', C.SocialVerificationList),
  'POST /api/social-verifications/manual': verification(
    'member',
    'YouTube/Instagram doğrulama talebi',
    C.VerificationMessageResponse,
    {
      status: 201,
      errors: [409],
    },
  ),
  'POST /api/social-verifications/telegram/init': verification(
    'member',
    'Telegram doğrulamasını başlatma',
    C.TelegramInitResponse,
    { errors: [409] },
  ),
  'POST /api/social-verifications/telegram/verify': verification(
    'member',
    'Telegram doğrulamasını tamamlama',
    C.TelegramVerifyResponse,
    {
      errors: [409],
    },
  ),
  'POST /api/telegram/webhook': verification('public', 'Telegram bot güncellemeleri (webhook kipi)', 'none', {
    errors: [401],
    description:
      "Oturum değil, Telegram'ın X-Telegram-Bot-Api-Secret-Token başlığı gerekir (yanlışsa 401). Webhook kipi kapalıysa 404.",
  }),
  'GET /api/admin/social-verifications/pending': verification('staff', 'Bekleyen doğrulamalar', C.SocialVerificationList),
  'PATCH /api/admin/social-verifications/:id': verification('staff', 'Doğrulamayı onaylama veya reddetme', ReviewResponse, {
    errors: [409],
  }),
  'DELETE /api/admin/social-verifications/:id': verification('staff', 'Doğrulama silme', C.VerificationMessageResponse),

  'GET /api/rewards/active': rewards('public', 'Marketteki ödüller', C.PublicRewardList),
  'GET /api/rewards': rewards('staff', 'Tüm ödüller ve satışları', C.AdminRewardList),
  'GET /api/rewards/:id': rewards('staff', 'Bir ödül ve satışları', C.AdminReward, READ),
  'POST /api/rewards': rewards('staff', 'Yeni ödül', C.AdminReward, { status: 201 }),
  'PATCH /api/rewards/:id': rewards('staff', 'Ödül güncelleme', C.AdminReward, WRITE),
  'DELETE /api/rewards/:id': rewards('staff', 'Ödül silme', Deleted, WRITE),
  'GET /api/user-rewards': rewards('member', 'Üyenin siparişleri', C.UserRewardList),
  'POST /api/user-rewards/purchase': rewards('member', 'Ödül satın alma', C.PurchaseRewardResponse, {
    status: 201,
    errors: [409, 422],
    description: 'Yetersiz puanda 422; stok bittiyse 409. Stok hiçbir zaman aşılmaz, bakiye hiçbir zaman eksiye düşmez.',
  }),
  'GET /api/admin/reward-orders': rewards('staff', 'Siparişler (yönetim)', C.RewardOrderList),
  'PATCH /api/admin/reward-orders/:id': rewards('staff', 'Sipariş durumunu ilerletme', C.RewardOrder, { errors: [409] }),
  'POST /api/admin/reward-orders/:id/cancel': rewards('staff', 'Siparişi iptal edip puanı iade etme', C.RewardOrder, {
    errors: [409],
  }),
  'GET /api/admin/user-rewards.csv': rewards('staff', 'Siparişler (CSV)', 'csv'),

  'GET /api/draws': draws('public', 'Çekilişler', C.DrawList),
  'GET /api/draws/wins': draws('member', 'Üyenin kazandığı çekilişler', C.DrawWinList),
  'GET /api/draws/:id': draws('public', 'Çekiliş ayrıntısı ve doğrulama verisi', C.Draw),
  'GET /api/admin/draws': draws('staff', 'Çekilişler (yönetim)', C.DrawList),
  'GET /api/admin/draws/:id': draws('staff', 'Bir çekiliş (yönetim)', C.Draw, READ),
  'GET /api/admin/draws/:id/entrants': draws('staff', 'Çekilişe şu an girecek katılım ve üye sayısı', C.DrawEntrants, {
    errors: [404],
  }),
  'POST /api/admin/draws': draws('staff', 'Yeni çekiliş (tohumu mühürlenir)', C.Draw, { status: 201 }),
  'POST /api/admin/draws/:id/run': draws('staff', 'Çekilişi yapma', C.Draw, { errors: [409, 503], ...WRITE }),
  'POST /api/admin/draws/:id/cancel': draws('staff', 'Çekilişi iptal etme', C.Draw, { errors: [409], ...WRITE }),

  'GET /api/ticket-companies': tickets('public', 'Aktif bilet firmaları', C.TicketCompanyList),
  'GET /api/ticket-companies/all': tickets('staff', 'Tüm bilet firmaları', C.AdminTicketCompanyList),
  'GET /api/ticket-companies/:id': tickets('staff', 'Bir bilet firması (yönetim)', C.AdminTicketCompany, READ),
  'POST /api/ticket-companies': tickets('staff', 'Yeni bilet firması', C.AdminTicketCompany, { status: 201 }),
  'PATCH /api/ticket-companies/:id': tickets('staff', 'Bilet firması güncelleme', C.AdminTicketCompany, WRITE),
  'DELETE /api/ticket-companies/:id': tickets('staff', 'Bilet firması silme', Ok, WRITE),
  'GET /api/ticket-settings': tickets('public', 'Bilet ayarları', C.TicketSettings),
  'PATCH /api/ticket-settings': tickets('staff', 'Bilet ayarlarını güncelleme', C.TicketSettings),
  'GET /api/ticket-applications': tickets('member', 'Üyenin bilet başvuruları', C.TicketApplicationList),
  'POST /api/ticket-applications': tickets('member', 'Bilet başvurusu', C.TicketApplication, { status: 201, errors: [422] }),
  'GET /api/ticket-numbers': tickets('member', 'Üyenin bilet numaraları', C.MyTicketNumberList),
  'GET /api/admin/ticket-applications': tickets(
    'staff',
    'Bilet başvuruları (firma ve durum süzgeciyle)',
    C.AdminTicketApplicationList,
  ),
  'GET /api/admin/ticket-applications.csv': tickets('staff', 'Bilet başvuruları (CSV, aynı süzgeçlerle)', 'csv'),
  'GET /api/admin/ticket-numbers/:applicationId': tickets('staff', 'Bir başvurunun bilet numaraları', C.TicketNumberList),
  'PATCH /api/admin/ticket-applications/:id': tickets('staff', 'Başvuruyu onaylama veya reddetme', C.AdminTicketApplication, {
    errors: [409],
  }),
  'DELETE /api/admin/ticket-applications/:id': tickets('staff', 'Başvuru silme', Ok),

  'GET /api/admin/users': admin('staff', 'Üyeler ve yöneticiler (arama, rol, sayfalama)', C.AdminUserList, {
    description: 'Arama kullanıcı adında veya e-postada, büyük/küçük harf ve Türkçe İ/i, I/ı farkı gözetmeden yapılır.',
  }),
  'GET /api/admin/users.csv': admin('staff', 'Üyeler (CSV, aynı süzgeçlerle)', 'csv'),
  'GET /api/admin/users/:id': admin('staff', 'Bir üye', C.AdminUser),
  'GET /api/admin/users/:id/ledger': admin('staff', 'Üyenin puan geçmişi (sayfalama)', C.LedgerPage),
  'GET /api/admin/users/:id/ticket-applications': admin('staff', 'Üyenin bilet başvuruları', C.TicketApplicationList),
  'GET /api/admin/users/:id/purchases': admin('staff', 'Üyenin siparişleri', C.UserRewardList),
  'PATCH /api/admin/users/:id': admin('super_admin', 'Rol değiştirme ve engelleme', C.AdminUser, {
    errors: [409, 422],
    description:
      'Son süper admin hiçbir zaman rolünden alınamaz veya engellenemez (409). Engellenen üyenin oturumları hemen kapanır.',
  }),
  'POST /api/admin/users/:id/password-reset-link': admin(
    'super_admin',
    'Üye için şifre sıfırlama bağlantısı',
    C.PasswordResetLink,
    {
      errors: [422],
      description: 'Yönetici hesapları için verilmez (422).',
    },
  ),
  'DELETE /api/admin/users/:id/2fa': admin('super_admin', 'Bir yöneticinin iki adımlı doğrulamasını sıfırlama', C.AdminUser, {
    errors: [422],
    description: 'Kendi kaydınız sıfırlanamaz (422); üyenin oturumları kapanır.',
  }),
  'POST /api/admin/users/:id/erase': admin(
    'super_admin',
    'Üyeyi Sil (KVKK): üyenin kişisel verilerinin silinmesi',
    C.ErasureResponse,
    {
      errors: [404, 409],
      description:
        'Personel hesapları silinemez: önce rolü üye yapılmalıdır (409); bu yüzden son süper admin hiçbir zaman silinemez. Denetim kaydına kişisel veri olmadan, üyenin takma adıyla yazılır.',
    },
  ),
  'POST /api/admin/users/:id/points': admin('staff', 'Elle puan düzeltmesi', C.AdjustPointsResponse, {
    errors: [422],
    description: 'Bakiyeyi sıfırın altına düşürecek bir düzeltme 422 ile reddedilir; eşzamanlı isteklerde de.',
  }),

  'GET /api/admin/audit': audit('super_admin', 'Denetim kaydı (yetkili, tür, tarih süzgeçleri; sayfalama)', C.AuditPage),
  'GET /api/admin/audit/actors': audit('super_admin', 'Denetim kaydındaki yetkililer', C.AuditActorList),
  'GET /api/admin/audit.csv': audit('super_admin', 'Denetim kaydı (CSV, aynı süzgeçlerle)', 'csv'),

  'GET /api/kick/status': kick('public', 'Kick kanalı canlı mı (rozet ve oynatıcı için)', C.KickStatus),
  'GET /api/kick/link': kick('member', 'Üyenin Kick bağlantısı ve geçerli !bagla kodu', C.KickLink),
  'POST /api/kick/link/code': kick('member', 'Yeni !bagla kodu (eskisinin yerine)', C.KickLinkCode, { errors: [409] }),
  'DELETE /api/kick/link': kick('member', 'Kick bağlantısını kaldırma', C.VerificationMessageResponse),
  'GET /api/kick/authorize': kick('member', "Kick OAuth'a yönlendirme (PKCE S256)", 'none'),
  'GET /api/kick/callback': kick('member', "Kick OAuth dönüşü: /profil'e yönlendirir", 'none'),
  'POST /api/kick/webhook': kick('public', 'Kick webhook bildirimleri (imzalı)', C.KickStatus.pick({}), {
    errors: [401],
    description:
      'Oturum değil, Kick-Event-Signature imzası gerekir (RSA, SHA-256); 5 dakikadan eski bildirim 401, geçersiz gövde 400.',
  }),
  'GET /api/admin/kick': kick('staff', 'Kick bağlantısı ve bağlı üyeler', C.KickAdminOverview),
  'GET /api/admin/kick/settings': kick('staff', 'Kick puan ayarları', C.AdminKickSettings, READ),
  'PUT /api/admin/kick/settings': kick('staff', 'Kick puan ayarlarını kaydetme', C.AdminKickSettings, WRITE),
  'DELETE /api/admin/kick/members/:userId': kick('staff', 'Üyenin Kick bağlantısını kaldırma', C.VerificationMessageResponse),

  'GET /api/openapi.json': docs('public', 'Bu belge (OpenAPI 3.1)', 'openapi'),
  'GET /health': docs('public', 'Sağlık kontrolü (yük dengeleyici ve orkestratör için)', z.object({ status: z.literal('ok') })),
  'GET /api/docs': docs('public', 'Etkileşimli API başvuru sayfası', 'html'),
  'GET /api/docs/:file': docs('public', 'Başvuru sayfasının dosyaları', 'javascript'),
};
