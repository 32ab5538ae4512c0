/**
 * The texts a fresh site shows until a super_admin edits them: they name what this software keeps and
 * why, so an operator starts from a true description and adds their own identity and contact details.
 */
export const LEGAL_DEFAULTS = {
  kvkk: {
    title: 'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni',
    body: [
      '6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") 10. maddesi uyarınca, veri sorumlusu sıfatıyla bu sitenin işletmecisi olarak kişisel verilerinizi hangi amaçla işlediğimizi aşağıda açıklıyoruz.',
      'İşlenen veriler: kullanıcı adı, e-posta adresi, ad ve soyad, telefon numarası (verdiyseniz), yayın bağlantınız, Telegram / YouTube / Instagram kullanıcı adlarınız, etkinlik katılım mesajlarınız, bilet başvurularınız, puan hareketleriniz, ödül siparişleriniz ve oturumlarınıza ait tarayıcı bilgisi ile kısaltılmış IP adresi.',
      'İşleme amaçları: üyelik hesabınızın oluşturulması ve güvenliği, bilet çekilişleri, puan sistemi, ödül market siparişleri, etkinlik katılımları ve sosyal medya doğrulamalarının yürütülmesi; kötüye kullanımın önlenmesi.',
      'Hukuki sebep: üyelik sözleşmesinin kurulması ve ifası (KVKK m. 5/2-c) ve meşru menfaatimiz (KVKK m. 5/2-f). Verileriniz yurt dışına aktarılmaz ve pazarlama amacıyla üçüncü kişilerle paylaşılmaz.',
      'Saklama süresi: verileriniz hesabınız açık kaldığı sürece saklanır. "Hesabımı Sil" ile hesabınızı kapattığınızda kişisel verileriniz silinir; puan toplamları, stok ve bilet numaraları gibi kişisel olmayan kayıtlar anonim olarak kalır.',
      'Haklarınız (KVKK m. 11): verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme ve itiraz etme haklarına sahipsiniz. Profil sayfanızdaki "Verilerimi İndir" ile sakladığımız tüm verilerinizi indirebilir, "Hesabımı Sil" ile silebilirsiniz. Diğer talepleriniz için site yönetimiyle iletişime geçebilirsiniz.',
    ].join('\n\n'),
  },
  cookies: {
    title: 'Çerez Politikası',
    body: [
      'Bu site yalnızca çalışması için zorunlu olan tek bir çerez kullanır: oturum çerezi ("sid"). Giriş yaptığınızda oluşturulur, oturumunuzu tanımak için kullanılır ve çıkış yaptığınızda ya da 30 gün sonra geçerliliğini yitirir.',
      'Reklam, analiz veya üçüncü taraf izleme çerezi kullanılmaz. Sayfa görüntüleme ve tıklama istatistikleri çerez olmadan, sunucu tarafında toplam sayılar olarak tutulur.',
      'Tema tercihiniz (açık/koyu) ve hoş geldin penceresinin görüldüğü bilgisi çerezde değil, yalnızca tarayıcınızın yerel belleğinde saklanır ve sunucuya gönderilmez.',
      'Zorunlu çerez olmadan giriş yapılamaz; tarayıcınızın ayarlarından çerezleri dilediğiniz zaman silebilirsiniz.',
    ].join('\n\n'),
  },
} as const;
