// Legal and policy texts, shared by the agreement topics (registration) and the content pages.
// The shipping and return wording follows spec section 1.
export interface Bilingual {
  tr: string;
  en: string;
}

export const SELLER = {
  name: 'Işıltı Takı Mücevherat A.Ş.',
  address: 'Teşvikiye Mah. Abdi İpekçi Cad. No:34, 34365 Şişli / İstanbul',
  phone: '0(850) 222 45 45',
  email: 'iletisim@isiltitaki.com.tr',
  mersis: '0123456789000015',
  kep: 'isiltitaki@hs01.kep.tr',
};

export const MEMBERSHIP_AGREEMENT: Bilingual = {
  tr: `<h2>Üyelik Sözleşmesi</h2>
<p><strong>1. Taraflar.</strong> Bu sözleşme, ${SELLER.name} ("Işıltı Takı") ile isiltitaki.com.tr üzerinden üye olan kişi ("Üye") arasında, Üye'nin kayıt formunu onaylamasıyla kurulur.</p>
<p><strong>2. Konu.</strong> Sözleşme, Üye'nin site üzerinden sunulan hizmetlerden yararlanma koşullarını ve tarafların hak ve yükümlülüklerini düzenler.</p>
<p><strong>3. Üyelik.</strong> Üyelik için 18 yaşını doldurmuş olmak ve kayıt formundaki bilgileri doğru ve güncel vermek gerekir. Üye, şifresinin gizliliğinden kendisi sorumludur.</p>
<p><strong>4. Siparişler.</strong> Üye'nin verdiği siparişler, ön bilgilendirme formu ve mesafeli satış sözleşmesi hükümlerine tabidir. Cayma hakkı teslimattan itibaren 15 gündür.</p>
<p><strong>5. Kişisel veriler.</strong> Üye'ye ait kişisel veriler, KVKK Aydınlatma Metni'nde belirtilen amaçlarla işlenir.</p>
<p><strong>6. Fesih.</strong> Üye, hesabını dilediği zaman "Hesabım" sayfasından silerek üyeliğini sona erdirebilir.</p>`,
  en: `<h2>Membership Agreement</h2>
<p><strong>1. Parties.</strong> This agreement is made between ${SELLER.name} ("Işıltı Takı") and the person who registers on isiltitaki.com.tr ("Member") when the Member confirms the registration form.</p>
<p><strong>2. Subject.</strong> It sets out the terms under which the Member uses the services of the site and the rights and duties of both parties.</p>
<p><strong>3. Membership.</strong> Members must be 18 or older and give accurate, up-to-date details. Members are responsible for keeping their password secret.</p>
<p><strong>4. Orders.</strong> Orders are subject to the pre-information form and the distance sales contract. The right of withdrawal lasts 15 days from delivery.</p>
<p><strong>5. Personal data.</strong> The Member's personal data is processed for the purposes set out in the Personal Data Notice.</p>
<p><strong>6. Termination.</strong> The Member may end the membership at any time by deleting the account on the "My account" page.</p>`,
};

export const KVKK_NOTICE: Bilingual = {
  tr: `<h2>Kişisel Verilerin Korunması Aydınlatma Metni</h2>
<p>6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca veri sorumlusu sıfatıyla ${SELLER.name}, kimlik, iletişim, müşteri işlem ve pazarlama verilerinizi; üyelik işlemlerinin yürütülmesi, siparişlerinizin teslimi, satış sonrası destek, yasal yükümlülüklerin yerine getirilmesi ve (onay vermeniz hâlinde) kampanya duyuruları amacıyla işlemektedir.</p>
<p>Kişisel verileriniz; kargo şirketleri, ödeme kuruluşları ve yasal olarak yetkili kamu kurumlarıyla, yalnızca bu amaçlarla sınırlı olarak paylaşılır.</p>
<p>KVKK'nın 11. maddesi kapsamındaki haklarınızı kullanmak için ${SELLER.email} adresine yazabilirsiniz.</p>`,
  en: `<h2>Personal Data Protection Notice</h2>
<p>Under Turkish Law No. 6698 on the Protection of Personal Data ("KVKK"), ${SELLER.name}, as data controller, processes your identity, contact, transaction and marketing data to run your membership, deliver your orders, provide after-sales support, meet legal obligations and, with your consent, send campaign news.</p>
<p>Your data is shared only for these purposes with carriers, payment institutions and public authorities entitled by law.</p>
<p>To exercise your rights under Article 11 of the KVKK, write to ${SELLER.email}.</p>`,
};

export const COMMERCIAL_MESSAGE_CONSENT: Bilingual = {
  tr: `<h2>Ticari Elektronik İleti Onayı</h2>
<p>${SELLER.name} tarafından kampanya, indirim ve yeni koleksiyon duyurularının SMS, e-posta ve telefon yoluyla tarafıma gönderilmesine onay veriyorum. Onayımı dilediğim zaman "Hesabım" sayfasından ya da iletilerdeki bağlantıdan geri alabilirim.</p>`,
  en: `<h2>Consent to Commercial Electronic Messages</h2>
<p>I agree that ${SELLER.name} may send me news of campaigns, discounts and new collections by SMS, e-mail and phone. I can withdraw this consent at any time on the "My account" page or through the link in each message.</p>`,
};

export const PRIVACY_POLICY: Bilingual = {
  tr: `<h2>Gizlilik Politikası</h2>
<p>isiltitaki.com.tr'yi ziyaret ettiğinizde, sitenin çalışması için gerekli çerezler ve (izin vermeniz hâlinde) analiz ve pazarlama çerezleri kullanılır. Kart bilgileriniz sistemlerimizde saklanmaz; ödemeler 3-D Secure ile bankanız üzerinden onaylanır.</p>
<p>Kişisel verilerinizin nasıl işlendiğini KVKK Aydınlatma Metni'nde bulabilirsiniz.</p>`,
  en: `<h2>Privacy Policy</h2>
<p>When you visit isiltitaki.com.tr we use the cookies the site needs to work and, with your permission, analytics and marketing cookies. Card details are never stored on our systems; payments are confirmed by your bank with 3-D Secure.</p>
<p>How we process your personal data is explained in the Personal Data Notice.</p>`,
};

export const RETURN_POLICY: Bilingual = {
  tr: `<h2>İade ve Değişim</h2>
<p>Satın aldığınız ürünleri <strong>teslimattan itibaren 15 gün içinde</strong> iade edebilir ya da değiştirebilirsiniz.</p>
<ul>
<li>İade talebinizi "Hesabım &gt; Siparişlerim" sayfasından, iade etmek istediğiniz ürünü ve iade nedenini seçerek oluşturun.</li>
<li>Ürünü kullanılmamış, etiketi ve faturasıyla birlikte, orijinal kutusunda kargoya verin ya da mağazalarımızdan birine teslim edin.</li>
<li>İade onaylandıktan sonra ücret, ödemeyi yaptığınız karta 7 iş günü içinde iade edilir.</li>
<li>Kişiye özel üretilen (isim yazılı) ürünler ile küpe gibi hijyen kapsamındaki ürünler, ambalajı açılmışsa iade alınmaz.</li>
</ul>`,
  en: `<h2>Returns and Exchanges</h2>
<p>You can return or exchange your purchase <strong>within 15 days of delivery</strong>.</p>
<ul>
<li>Create your return request on "My account &gt; Orders", choosing the item and the reason.</li>
<li>Send the item unused, with its tag and invoice, in its original box, or hand it in at one of our stores.</li>
<li>Once the return is approved, the amount is refunded to the card you paid with within 7 business days.</li>
<li>Personalised pieces (with a name) and hygiene items such as earrings cannot be returned once unsealed.</li>
</ul>`,
};

export const DELIVERY_POLICY: Bilingual = {
  tr: `<h2>Teslimat</h2>
<p>Siparişleriniz genellikle <strong>2 gün içinde</strong> teslim edilir; kargo firmalarının tahmini teslimat süresi <strong>3-5 iş günüdür</strong>.</p>
<ul>
<li><strong>Aynı gün kurye (TEM):</strong> Hafta içi saat 17:00'ye kadar verilen siparişler aynı gün, 17:00'den sonra ya da hafta sonu verilen siparişler bir sonraki iş günü teslim edilir.</li>
<li><strong>Diğer kargo firmaları</strong> (Yurtiçi Kargo, Aras Kargo, MNG Kargo): Siparişiniz <strong>1-2 iş günü</strong> içinde kargoya verilir.</li>
<li>1.500 TL ve üzeri siparişlerde kargo ücretsizdir.</li>
</ul>
<p>Kargoya verilen siparişlerin takip bağlantısı "Hesabım &gt; Siparişlerim" sayfasında yer alır.</p>`,
  en: `<h2>Delivery</h2>
<p>Orders are usually delivered <strong>within 2 days</strong>; the carriers' estimated delivery time is <strong>3-5 business days</strong>.</p>
<ul>
<li><strong>Same-day courier (TEM):</strong> orders placed on weekdays before 17:00 are delivered the same day; orders after 17:00 or at the weekend are delivered the next business day.</li>
<li><strong>Other carriers</strong> (Yurtiçi Kargo, Aras Kargo, MNG Kargo): your order is shipped within <strong>1-2 business days</strong>.</li>
<li>Shipping is free for orders of 1,500 TL or more.</li>
</ul>
<p>The tracking link of a shipped order is on "My account &gt; Orders".</p>`,
};
