import type { EventType } from '../event-schemas.js';

/**
 * Every kind of personal data the site keeps, as the privacy notice (/kvkk) lists it: what, why, on
 * which legal ground (KVKK md. 5) and for how long. The notice renders this list; each field that
 * `personal-data.ts` marks in an event is named by exactly one kind here (`fields`, as
 * `Event.field` or `Event.items[].field`), and a test holds the two together, so a newly marked field
 * cannot reach the log without a line in the notice. Kinds without marked fields (predictions, points,
 * two-step login data) are kept with ids only and are listed all the same: they are about a person.
 */
export interface PersonalDataKind {
  id: string;
  /** The line's heading in the notice. */
  title: string;
  /** What exactly is kept. */
  data: string;
  purpose: string;
  /** KVKK md. 5 ground(s), spelled as the law cites them. */
  legalGround: string;
  retention: string;
  fields: readonly `${EventType}.${string}`[];
}

const CONTRACT = 'Sözleşmenin kurulması ve ifası (KVKK m. 5/2-c)';
const LEGITIMATE = 'Meşru menfaat (KVKK m. 5/2-f)';
const UNTIL_ERASURE = 'Hesabınız açık kaldığı sürece; "Hesabımı Sil" ile silinir.';
const PSEUDONYMOUS =
  'Hesabınız açık kaldığı sürece; hesap silindiğinde adınız "Silinmiş üye" takma adına döner, tutarlar ve numaralar anonim kalır.';

export const PERSONAL_DATA_KINDS: readonly PersonalDataKind[] = [
  {
    id: 'account',
    title: 'Hesap bilgileri',
    data: 'Kullanıcı adı, e-posta adresi, ad ve soyad, telefon numarası (verdiyseniz), şifrenizin geri döndürülemez özeti.',
    purpose: 'Üyelik hesabının oluşturulması, girişin ve hesap güvenliğinin sağlanması, şifre sıfırlama e-postaları.',
    legalGround: CONTRACT,
    retention: UNTIL_ERASURE,
    fields: [
      'UserRegistered.username',
      'UserRegistered.email',
      'UserRegistered.passwordHash',
      'UserRegistered.firstName',
      'UserRegistered.lastName',
      'UserRegistered.phone',
      'MemberErased.username',
      'UserPasswordChanged.passwordHash',
    ],
  },
  {
    id: 'stream',
    title: 'Yayın bağlantısı',
    data: 'Profilinize eklediğiniz yayın bağlantısı.',
    purpose: 'Yayın doğrulamasının yapılması ve yayın puanlarının verilmesi.',
    legalGround: CONTRACT,
    retention: UNTIL_ERASURE,
    fields: ['UserRegistered.streamUrl', 'StreamUrlChanged.streamUrl'],
  },
  {
    id: 'social',
    title: 'Sosyal medya doğrulamaları',
    data: 'YouTube, Instagram ve Telegram kullanıcı adlarınız, Telegram hesap numaranız ve adınız, doğrulama sonucu ve ret gerekçesi.',
    purpose: 'Hesaplarınızın doğrulanması ve doğrulama puanlarının verilmesi.',
    legalGround: CONTRACT,
    retention: UNTIL_ERASURE,
    fields: [
      'SocialVerificationRequested.platformUsername',
      'SocialVerificationRejected.rejectionReason',
      'TelegramAccountVerified.telegramUserId',
      'TelegramAccountVerified.telegramUsername',
      'TelegramAccountVerified.telegramName',
      'TelegramCodeRedeemed.telegramUserId',
      'TelegramCodeRedeemed.telegramUsername',
      'TelegramCodeRedeemed.telegramName',
    ],
  },
  {
    id: 'tickets',
    title: 'Bilet başvuruları ve çekilişler',
    data: 'Bilet başvurularınız (kullanıcı adı, yatırım tutarı, bilet numaraları, yönetici notu), çekiliş katılımlarınız ve kazançlarınız.',
    purpose: 'Bilet başvurularının değerlendirilmesi, çekilişlerin yapılması ve kazananların duyurulması.',
    legalGround: CONTRACT,
    retention: PSEUDONYMOUS,
    fields: [
      'TicketApplicationSubmitted.username',
      'TicketApplicationApproved.adminNote',
      'TicketApplicationRejected.adminNote',
      'DrawRun.winners[].username',
      'DrawRun.entries[].username',
    ],
  },
  {
    id: 'points',
    title: 'Puan hareketleri ve ödül siparişleri',
    data: 'Puan kazanımlarınız ve harcamalarınız, yönetimin puan düzeltme gerekçeleri, ödül market siparişleriniz.',
    purpose: 'Puan sisteminin ve ödül marketinin yürütülmesi, siparişlerin teslimi.',
    legalGround: CONTRACT,
    retention: PSEUDONYMOUS,
    fields: ['PointsAdjusted.reason'],
  },
  {
    id: 'events',
    title: 'Etkinlik katılımları',
    data: 'Katıldığınız etkinlikler, katılım mesajınız ve katılımda kaydedilen e-posta adresiniz ile Telegram kullanıcı adınız.',
    purpose: 'Etkinliklerin yürütülmesi ve katılımcıların belirlenmesi.',
    legalGround: CONTRACT,
    retention: UNTIL_ERASURE,
    fields: [
      'MemberJoinedEvent.username',
      'MemberJoinedEvent.userEmail',
      'MemberJoinedEvent.telegramUsername',
      'MemberJoinedEvent.message',
    ],
  },
  {
    id: 'hunts',
    title: 'Bonus avı tahminleri',
    data: 'Bonus avlarına verdiğiniz tahminler (toplam kazanç ve en iyi slot), ödediğiniz katılım puanı ve kazandığınız sıra.',
    purpose: 'Tahmin yarışmasının yürütülmesi ve ödüllerin verilmesi.',
    legalGround: CONTRACT,
    retention: PSEUDONYMOUS,
    fields: [],
  },
  {
    id: 'kick',
    title: 'Kick hesabınız',
    data: 'Bağladığınız Kick hesabının numarası ve kullanıcı adı.',
    purpose: 'Kick hesabınızın üyeliğinizle eşleştirilmesi ve Kick etkinliklerinizin puana dönüştürülmesi.',
    legalGround: CONTRACT,
    retention: 'Bağlantıyı kaldırana ya da hesabınızı silene kadar.',
    fields: ['KickAccountLinked.kickUserId', 'KickAccountLinked.kickUsername', 'KickAccountUnlinked.kickUserId'],
  },
  {
    id: 'kick-activity',
    title: 'Kick yayınındaki etkinlikler',
    data:
      'Kanalımızın Kick sohbetindeki mesaj etkinliğiniz (izleme puanı için), takip, abonelik ve hediyeleriniz, sohbet komutlarınız ve çekiliş katılımlarınız; ' +
      'Kick hesabını siteye bağlamamış kişilerin Kick hesap numarası ve adı da bu kapsamda işlenir.',
    purpose:
      'İzleme puanlarının, takip, abonelik ve hediye puanlarının verilmesi; sohbet komutlarının ve yayın çekilişlerinin yürütülmesi.',
    legalGround: `${CONTRACT}; üye olmayan izleyiciler için ${LEGITIMATE}`,
    retention:
      'Bağlı hesabınızın kayıtları hesabınız silinene kadar; hiç bağlanmamış Kick hesaplarının kayıtları şifreli olarak, yayın puanlarının tutarlılığı için süresiz.',
    fields: [
      'KickChatMessageReceived.kickUserId',
      'KickChatMessageReceived.senderName',
      'KickChatMessageReceived.linkCode',
      'KickFollowReceived.kickUserId',
      'KickSubscriptionReceived.kickUserId',
      'KickSubscriptionsGifted.gifterKickUserId',
      'KicksGiftReceived.kickUserId',
    ],
  },
  {
    id: 'sessions',
    title: 'Oturumlar',
    data: 'Oturumlarınızın başlangıç ve son kullanım zamanı, tarayıcınız, işletim sisteminiz ve kısaltılmış IP adresiniz.',
    purpose:
      'Hesap güvenliği: "Oturumlarım" listesinde tanımadığınız girişleri görüp sonlandırabilmeniz, kötüye kullanımın önlenmesi.',
    legalGround: LEGITIMATE,
    retention: 'Oturum açık kaldığı sürece (en fazla 30 gün); kayıtlar hesabınız silinene kadar şifreli saklanır.',
    fields: ['SessionDeviceRecorded.browser', 'SessionDeviceRecorded.os', 'SessionDeviceRecorded.address'],
  },
  {
    id: 'two-step',
    title: 'İki adımlı giriş verileri',
    data: 'Yönetici hesaplarında iki adımlı girişin gizli anahtarı, kurtarma kodlarının geri döndürülemez özetleri ve kullanım zamanları.',
    purpose: 'Yönetim paneline girişin güvenliğinin sağlanması.',
    legalGround: LEGITIMATE,
    retention: 'İki adımlı giriş açık kaldığı sürece; sıfırlandığında yenileriyle değişir.',
    fields: [],
  },
  {
    id: 'notifications',
    title: 'Bildirimler ve anlık bildirim abonelikleri',
    data: 'Size gösterilen site bildirimleri ve izin verdiyseniz tarayıcınızın anlık bildirim aboneliği (tarayıcının verdiği adres ve anahtarlar).',
    purpose: 'Kazançlarınızın, siparişlerinizin ve yayınların size bildirilmesi.',
    legalGround: `${CONTRACT}; anlık bildirimler için açık rızanız (KVKK m. 5/1)`,
    retention: 'Bildirimler hesabınız açık kaldığı sürece; abonelik izni geri alınana ya da hesabınız silinene kadar.',
    fields: [],
  },
];

/** What the notice shows for a data controller detail that staff have not set yet. */
export const NOT_SET = '—';
