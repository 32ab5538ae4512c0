/**
 * The texts a fresh site shows until a super_admin edits them: they name what this software keeps and
 * why, so an operator starts from a true description and adds their own identity and contact details.
 */
export const LEGAL_DEFAULTS = {
  kvkk: {
    title: 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni',
    body: [
      '6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") 10. maddesi uyarınca, veri sorumlusu sıfatıyla bu sitenin işletmecisi olarak kişisel verilerinizi hangi amaçla işlediğimizi aşağıda açıklıyoruz.',
      'Aşağıdaki listede sakladığımız her kişisel veri türünü; işleme amacını, hukuki sebebini (KVKK m. 5) ve saklama süresini bulabilirsiniz: hesap bilgileri, yayın bağlantınız, sosyal medya doğrulamalarınız, bilet başvurularınız ve çekilişler, puan hareketleriniz ve ödül siparişleriniz, etkinlik katılımlarınız, bonus avı tahminleriniz, Kick hesabınız ve Kick yayınındaki etkinlikleriniz, oturumlarınız, iki adımlı giriş verileri ve bildirimler.',
      'Kick: hesabınızı Kick ile bağlarsanız Kick hesap numaranız ve kullanıcı adınız saklanır. Kanalımızın Kick sohbetindeki mesaj etkinliği (izleme puanı için), takipler, abonelikler, hediyeler, sohbet komutları ve yayın çekilişi katılımları Kick tarafından bize iletilir; bunlar hesabını bağlamamış izleyicilerin Kick adlarını da içerebilir.',
      "Verileriniz pazarlama amacıyla üçüncü kişilerle paylaşılmaz. Kick oynatıcısı yalnızca onay vermenizden sonra yüklenir; yüklendiğinde Kick, kendi gizlilik politikası kapsamında tarayıcınızdan veri alır (ayrıntılar Çerez Politikası'nda).",
      'Haklarınız (KVKK m. 11): verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme ve itiraz etme haklarına sahipsiniz. Profil sayfanızdaki "Verilerimi Görüntüle" ile sakladığımız tüm verilerinizi görebilir, "Verilerimi İndir" ile indirebilir, "Hesabımı Sil" ile silebilirsiniz. Diğer talepleriniz için aşağıda bilgileri yazılı veri sorumlusuna başvurabilirsiniz.',
    ].join('\n\n'),
  },
  cookies: {
    title: 'Çerez Politikası',
    body: [
      'Bu site yalnızca çalışması için zorunlu olan tek bir çerez kullanır: oturum çerezi ("sid"). Giriş yaptığınızda oluşturulur, oturumunuzu tanımak için kullanılır ve çıkış yaptığınızda ya da 30 gün sonra geçerliliğini yitirir.',
      'Sitemizin kendisi reklam, analiz veya izleme çerezi kullanmaz. Sayfa görüntüleme ve tıklama istatistikleri çerez olmadan, sunucu tarafında toplam sayılar olarak tutulur.',
      'Üçüncü taraf çerezleri (Kick): canlı yayın oynatıcısı Kick\'ten (player.kick.com) yüklenir ve yalnızca onay vermenizden sonra açılır. Oynatıcı açıldığında Kick kendi çerezlerini yerleştirir: oturum ve güvenlik çerezleri (ör. "kick_session", "XSRF-TOKEN" ve Kick\'in kullandığı Cloudflare\'in "__cf_bm" ve "cf_clearance" çerezleri) ile Kick\'in tercih ve ölçüm çerezleri. Bu çerezleri Kick yönetir; ayrıntılar için Kick\'in gizlilik ve çerez politikasına bakabilirsiniz. Onay vermezseniz oynatıcı yüklenmez ve Kick çerezi oluşmaz.',
      'Tema tercihiniz (açık/koyu) ve hoş geldin penceresinin görüldüğü bilgisi çerezde değil, yalnızca tarayıcınızın yerel belleğinde saklanır ve sunucuya gönderilmez.',
      'Zorunlu çerez olmadan giriş yapılamaz; tarayıcınızın ayarlarından çerezleri dilediğiniz zaman silebilirsiniz.',
    ].join('\n\n'),
  },
} as const;
