// Turkish words of the messages (shape: message-texts.ts).
import type { MessageTexts } from './message-texts.js';

const PURPOSE_SMS = { LOGIN: 'giriş', REGISTER: 'üyelik', PHONE_CHANGE: 'telefon doğrulama' } as const;

export const tr: MessageTexts = {
  layout: {
    greeting: (name) => (name ? `Merhaba ${name},` : 'Merhaba,'),
    visitShop: 'Mağazaya git',
    footerContact: (email, telephone) => `Sorularınız için: ${email} · ${telephone}`,
    footerWhy: 'Bu e-postayı, mağazamızda yaptığınız bir işlem nedeniyle aldınız.',
  },
  code: {
    subject: { LOGIN: 'Giriş doğrulama kodunuz', REGISTER: 'Üyelik doğrulama kodunuz', PHONE_CHANGE: 'Telefon doğrulama kodunuz' },
    intro: {
      LOGIN: 'Hesabınıza giriş yapmak için doğrulama kodunuz:',
      REGISTER: 'Üyeliğinizi tamamlamak için doğrulama kodunuz:',
      PHONE_CHANGE: 'Yeni telefon numaranızı doğrulamak için kodunuz:',
    },
    validFor: (minutes) => `Kod ${minutes} dakika geçerlidir.`,
    doNotShare: 'Bu kodu kimseyle paylaşmayınız; mağazamız kodunuzu hiçbir zaman sormaz.',
    notYou: 'Bu isteği siz yapmadıysanız bu mesajı dikkate almayınız.',
    sms: (shop, purpose, code, minutes) => `${shop} ${PURPOSE_SMS[purpose]} kodunuz: ${code}. ${minutes} dakika geçerlidir. Kimseyle paylaşmayınız.`,
  },
  welcome: {
    subject: (shop) => `${shop} ailesine hoş geldiniz`,
    body: (shop) => `${shop} üyeliğiniz oluşturuldu. Siparişlerinizi, adreslerinizi, kuponlarınızı ve favorilerinizi hesabınızdan izleyebilirsiniz.`,
    account: 'Hesabıma git',
    orders: 'Siparişlerim',
    sms: (shop) => `${shop} ailesine hoş geldiniz! Üyeliğiniz oluşturuldu.`,
  },
  passwordReset: {
    subject: 'Şifre sıfırlama',
    body: (minutes) => `Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açınız. Bağlantı ${minutes} dakika geçerlidir ve bir kez kullanılabilir.`,
    button: 'Yeni şifre belirle',
    notYou: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayınız; şifreniz değişmez.',
  },
  threeDs: {
    subject: '3-D Secure doğrulama kodu',
    sms: (bank, amount, code) => `${bank}: ${amount} tutarındaki ödemeniz için 3-D Secure doğrulama kodunuz ${code}. Kimseyle paylaşmayınız.`,
  },
  order: {
    number: 'Sipariş numarası',
    date: 'Sipariş tarihi',
    items: 'Ürünler',
    quantity: 'Adet',
    variant: 'Seçenek',
    giftPackage: 'Hediye paketi',
    subtotal: 'Ara toplam',
    discount: (coupon) => (coupon ? `İndirim (kupon ${coupon})` : 'İndirim'),
    shipping: 'Kargo',
    freeShipping: 'Ücretsiz',
    interest: 'Vade farkı',
    total: 'Toplam',
    payment: 'Ödeme',
    singlePayment: 'Kredi kartı, tek çekim (peşin)',
    instalments: (count, each) => `Kredi kartı, ${count} taksit (${count} x ${each})`,
    bank: 'Banka',
    carrier: 'Kargo firması',
    giftNote: 'Hediye notu',
    shippingAddress: 'Teslimat adresi',
    billingAddress: 'Fatura adresi',
    viewOrder: 'Siparişimi görüntüle',
  },
  orderPlaced: {
    subject: (orderNumber) => `Siparişiniz alındı (${orderNumber})`,
    preview: (orderNumber, total) => `${orderNumber} numaralı siparişiniz alındı, toplam ${total}.`,
    intro: (orderNumber) => `${orderNumber} numaralı siparişiniz alındı ve hazırlanıyor. Kargoya verildiğinde size haber vereceğiz.`,
    contractsTitle: 'Sözleşmeler',
    contractsAttached: 'Onayladığınız Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi bu e-postanın ekinde PDF olarak yer alır; lütfen saklayınız.',
    contract: { pre_info_contract: 'Ön Bilgilendirme Formu', sales_contract: 'Mesafeli Satış Sözleşmesi' },
    contractAccepted: (date) => `Onay tarihi: ${date}`,
    sms: (shop, orderNumber, total, plan) => `${shop}: ${orderNumber} numaralı siparişiniz alındı. Toplam ${total}, ${plan}. Ayrıntılar e-posta adresinize gönderildi.`,
  },
  orderCancelled: {
    subject: (orderNumber) => `Siparişiniz iptal edildi (${orderNumber})`,
    body: (orderNumber) => `${orderNumber} numaralı siparişiniz iptal edildi.`,
    refund: 'Ödediğiniz tutar, ödemede kullandığınız karta iade edilir; bankanıza göre hesabınıza yansıması birkaç iş günü sürebilir.',
    cancelledItems: 'İptal edilen ürünler',
  },
  itemRequest: {
    subject: (kind, orderNumber) => (kind === 'CANCEL' ? `İptal talebiniz alındı (${orderNumber})` : `İade talebiniz alındı (${orderNumber})`),
    body: (kind, orderNumber, count) =>
      kind === 'CANCEL'
        ? `${orderNumber} numaralı siparişinizdeki ${count} ürün için iptal talebiniz alındı ve onaylandı.`
        : `${orderNumber} numaralı siparişinizdeki ${count} ürün için iade talebiniz alındı.`,
    requestedItems: 'Talepteki ürünler',
    reason: 'Neden',
    note: 'Notunuz',
    returnShipping: (firm, code) => `Ürünleri ${firm} şubesine ${code} iade kargo koduyla ücretsiz gönderebilirsiniz.`,
    next: {
      CANCEL: 'İptal edilen ürünlerin tutarı, ödemede kullandığınız karta iade edilir.',
      RETURN: 'Talebiniz onaylandığında iade kargo kodunuz e-posta ile gönderilir. Ürünler bize ulaşıp incelendikten sonra tutarı kartınıza iade edilir.',
    },
  },
  orderProgress: {
    subject: {
      APPROVED: (n) => `Siparişiniz onaylandı (${n})`,
      SHIPPED: (n) => `Siparişiniz kargoya verildi (${n})`,
      DELIVERED: (n) => `Siparişiniz teslim edildi (${n})`,
    },
    body: {
      APPROVED: (n) => `${n} numaralı siparişiniz onaylandı ve hazırlanıyor.`,
      SHIPPED: (n) => `${n} numaralı siparişinizdeki ürünler kargoya verildi.`,
      DELIVERED: (n) => `${n} numaralı siparişiniz teslim edildi. Bizi tercih ettiğiniz için teşekkür ederiz.`,
    },
    tracking: (carrier, code) => `Kargo firması: ${carrier} · Takip kodu: ${code}`,
    track: 'Kargom nerede?',
    returnWindow: (days) => `Teslimattan itibaren ${days} gün içinde iade talebinde bulunabilirsiniz.`,
    sms: {
      APPROVED: (shop, n) => `${shop}: ${n} numaralı siparişiniz onaylandı ve hazırlanıyor.`,
      SHIPPED: (shop, n, link) => `${shop}: ${n} numaralı siparişiniz kargoya verildi.${link ? ` Takip: ${link}` : ''}`,
      DELIVERED: (shop, n) => `${shop}: ${n} numaralı siparişiniz teslim edildi.`,
    },
  },
  requestDecided: {
    subject: (kind, approved, n) => `${kind === 'CANCEL' ? 'İptal' : 'İade'} talebiniz ${approved ? 'onaylandı' : 'reddedildi'} (${n})`,
    approved: (kind, n) => (kind === 'CANCEL' ? `${n} numaralı siparişinizdeki iptal talebiniz onaylandı.` : `${n} numaralı siparişinizdeki iade talebiniz onaylandı. Ürünleri aşağıdaki iade kodu ile ücretsiz gönderebilirsiniz.`),
    rejected: (kind, n) => `${n} numaralı siparişinizdeki ${kind === 'CANCEL' ? 'iptal' : 'iade'} talebiniz reddedildi.`,
    reason: 'Gerekçe',
    items: 'Talepteki ürünler',
  },
  orderRefunded: {
    subject: (n) => `Ücret iadeniz yapıldı (${n})`,
    body: (n, amount) => `${n} numaralı siparişiniz için ${amount} tutarındaki ücret iadeniz kartınıza gönderildi.`,
    items: 'İadesi yapılan ürünler',
    bankNote: 'Tutarın kartınıza yansıması bankanıza göre birkaç iş günü sürebilir.',
  },
  contact: {
    inboxSubject: (subject) => `[İletişim] ${subject}`,
    inboxIntro: (name, email) => `${name} <${email}> iletişim formundan bir mesaj gönderdi.`,
    subjectLabel: 'Konu',
    message: 'Mesaj',
    replyTo: 'Yanıtlamak için',
    receiptSubject: (shop) => `${shop}: mesajınızı aldık`,
    receiptBody: 'Mesajınız bize ulaştı. Müşteri hizmetlerimiz en kısa sürede, en geç iki iş günü içinde size dönecektir.',
    yourMessage: 'Mesajınız',
  },
};
