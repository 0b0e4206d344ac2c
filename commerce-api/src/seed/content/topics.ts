// Topics. Type REGISTER: the agreements of the registration form (keyed by systemName; `required`
// ones must be accepted). Each has a TEXT generic attribute — the checkbox label — and its English
// `TEXT.en` (the API serves only the request language's value under TEXT). Type CHECKOUT: the
// payment step's agreement. Type PAGE: the policy pages' texts, for places that show them in a
// modal instead of linking to /sayfa/{slug}.
import type { topics } from '../../db/schema.js';
import { COMMERCIAL_MESSAGE_CONSENT, DELIVERY_POLICY, KVKK_NOTICE, MEMBERSHIP_AGREEMENT, PRIVACY_POLICY, RETURN_POLICY } from './legal-texts.js';

type TopicRow = typeof topics.$inferInsert;

const text = (tr: string, en: string) => [
  { key: 'TEXT', value: tr },
  { key: 'TEXT.en', value: en },
];

export function topicRows(): TopicRow[] {
  return [
    {
      systemName: 'uyelik-sozlesmesi', type: 'REGISTER', required: true, sortOrder: 1,
      title: 'Üyelik Sözleşmesi', titleEn: 'Membership Agreement', body: MEMBERSHIP_AGREEMENT.tr, bodyEn: MEMBERSHIP_AGREEMENT.en,
      genericAttributes: [...text('Üyelik Sözleşmesi’ni okudum ve kabul ediyorum.', 'I have read and accept the Membership Agreement.'), { key: 'URL', value: '/sayfa/uyelik' }],
    },
    {
      systemName: 'kvkk-aydinlatma', type: 'REGISTER', required: true, sortOrder: 2,
      title: 'KVKK Aydınlatma Metni', titleEn: 'Personal Data Notice', body: KVKK_NOTICE.tr, bodyEn: KVKK_NOTICE.en,
      genericAttributes: [...text('KVKK Aydınlatma Metni’ni okudum, kişisel verilerimin işlenmesini kabul ediyorum.', 'I have read the Personal Data Notice and agree to the processing of my personal data.'), { key: 'URL', value: '/sayfa/kvkk' }],
    },
    {
      systemName: 'ticari-ileti', type: 'REGISTER', required: false, sortOrder: 3,
      title: 'Ticari Elektronik İleti Onayı', titleEn: 'Commercial Messages', body: COMMERCIAL_MESSAGE_CONSENT.tr, bodyEn: COMMERCIAL_MESSAGE_CONSENT.en,
      genericAttributes: text('Kampanya ve yeniliklerden SMS ve e-posta ile haberdar olmak istiyorum.', 'I would like to hear about campaigns and news by SMS and e-mail.'),
    },
    {
      systemName: 'mesafeli-satis-onayi', type: 'CHECKOUT', required: true, sortOrder: 1,
      title: 'Ön Bilgilendirme ve Mesafeli Satış Sözleşmesi', titleEn: 'Pre-information and Distance Sales Contract',
      body: '<p>Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi, sipariş bilgilerinizle doldurulmuş olarak ödeme adımında gösterilir.</p>',
      bodyEn: '<p>The pre-information form and the distance sales contract are shown at the payment step, filled in with your order details.</p>',
      genericAttributes: text('Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni okudum, onaylıyorum.', 'I have read and accept the Pre-information Form and the Distance Sales Contract.'),
    },
    { systemName: 'gizlilik-politikasi', type: 'PAGE', sortOrder: 1, title: 'Gizlilik Politikası', titleEn: 'Privacy Policy', body: PRIVACY_POLICY.tr, bodyEn: PRIVACY_POLICY.en, genericAttributes: [{ key: 'URL', value: '/sayfa/gizlilik-politikasi' }] },
    { systemName: 'iade-ve-degisim', type: 'PAGE', sortOrder: 2, title: 'İade ve Değişim', titleEn: 'Returns and Exchanges', body: RETURN_POLICY.tr, bodyEn: RETURN_POLICY.en, genericAttributes: [{ key: 'URL', value: '/sayfa/iade-ve-degisim' }] },
    { systemName: 'teslimat', type: 'PAGE', sortOrder: 3, title: 'Teslimat', titleEn: 'Delivery', body: DELIVERY_POLICY.tr, bodyEn: DELIVERY_POLICY.en, genericAttributes: [{ key: 'URL', value: '/sayfa/teslimat' }] },
  ];
}
