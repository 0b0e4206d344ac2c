// Product reviews: 0-15 per product (popular products get more), ratings 1-5 skewed high, with
// Turkish titles and texts that match the rating.
import type { reviews } from '../db/schema.js';
import { Rng } from './prng.js';

type ReviewRow = typeof reviews.$inferInsert;

const TEXTS: Record<number, { title: string; text: string }[]> = {
  5: [
    { title: 'Çok beğendim', text: 'Ürün fotoğraftakinden bile güzel, işçiliği çok kaliteli. Kesinlikle tavsiye ederim.' },
    { title: 'Harika bir hediye', text: 'Eşime doğum günü hediyesi olarak aldım, bayıldı. Kutusu ve paketlemesi de çok özenliydi.' },
    { title: 'Hızlı kargo', text: 'Sipariş verdikten iki gün sonra elimdeydi. Ürün kaliteli, taşları çok parlak.' },
    { title: 'Günlük kullanıma çok uygun', text: 'Her gün takıyorum, hiç kararma olmadı. Boyutu tam istediğim gibi.' },
    { title: 'İkinci alışverişim', text: 'Daha önce de küpe almıştım, yine çok memnun kaldım. Teşekkürler Işıltı Takı.' },
    { title: 'Tam ölçümü oldu', text: 'Ölçü tablosuna bakarak sipariş verdim, parmağıma tam oldu. Çok şık duruyor.' },
    { title: 'Mükemmel', text: 'Annem için aldım, çok beğendi. Fiyatına göre gerçekten çok kaliteli bir ürün.' },
    { title: 'Tavsiye ederim', text: 'Mağazada görüp internetten indirimli aldım, aynısı geldi. Çok memnunum.' },
  ],
  4: [
    { title: 'Güzel ürün', text: 'Beğendim ama zinciri beklediğimden biraz ince. Yine de fiyatına göre başarılı.' },
    { title: 'Memnunum', text: 'Ürün güzel, paketleme şık. Kargo bir gün gecikti, o yüzden dört yıldız.' },
    { title: 'Fiyat performans', text: 'Bu fiyata bu kalite gayet iyi. Kilidi biraz küçük ama alışınca sorun olmuyor.' },
    { title: 'Şık ve zarif', text: 'Çok zarif duruyor, sadece fotoğrafta biraz daha büyük görünüyordu.' },
  ],
  3: [
    { title: 'Fena değil', text: 'Ürün güzel ama beklediğimden küçük geldi. İade etmeyi düşünmedim.' },
    { title: 'Ortalama', text: 'Rengi fotoğraftakinden biraz daha açık. Kalitesi idare eder.' },
    { title: 'Kilidi zor', text: 'Tasarımı hoş fakat kilidi zor açılıyor, tek başıma takmakta zorlanıyorum.' },
  ],
  2: [
    { title: 'Beklentimi karşılamadı', text: 'İki hafta kullandıktan sonra parlaklığı azaldı. Daha iyisini beklerdim.' },
    { title: 'Taşı gevşek geldi', text: 'Taşlardan biri gevşekti, mağazaya götürdüm, değişim yapıldı.' },
  ],
  1: [
    { title: 'Memnun kalmadım', text: 'Ürün hasarlı geldi, iade ettim. Paketleme yetersizdi.' },
    { title: 'Hiç beğenmedim', text: 'Fotoğraftaki ürünle alakası yok, çok sönük duruyor. İade sürecindeyim.' },
  ],
};

const FIRST_NAMES = ['Ayşe', 'Fatma', 'Zeynep', 'Elif', 'Merve', 'Esra', 'Selin', 'Deniz', 'Burcu', 'Gizem', 'Ceren', 'Ebru', 'Mehmet', 'Ahmet', 'Mustafa', 'Emre', 'Burak', 'Can', 'Cem', 'Oğuz', 'Hülya', 'Şule', 'Gülşen', 'İrem', 'Özge', 'Tuğba', 'Büşra', 'Seda', 'Hakan', 'Serkan'];
const LAST_INITIALS = ['A.', 'B.', 'C.', 'Ç.', 'D.', 'E.', 'G.', 'K.', 'M.', 'Ö.', 'S.', 'Ş.', 'T.', 'U.', 'Y.'];

export function generateReviews(productId: number, index: number, popularity: number, now: Date): ReviewRow[] {
  const rng = Rng.for('reviews', index);
  const weight = 0.6 + popularity / 10000; // 0.6 .. 1.6
  const count = Math.min(15, Math.floor(16 * Math.pow(rng.next(), 1.8 / weight)));
  const rows: ReviewRow[] = [];
  for (let i = 0; i < count; i++) {
    const rating = rng.weighted([[5, 50], [4, 30], [3, 11], [2, 5], [1, 4]] as const);
    const { title, text } = rng.pick(TEXTS[rating]!);
    rows.push({
      productId,
      customerId: null,
      customerName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_INITIALS)}`,
      customerNameShow: rng.chance(0.85),
      rating,
      title,
      reviewText: rng.chance(0.1) ? null : text,
      approved: true,
      status: 'APPROVED',
      createdAt: new Date(now.getTime() - rng.int(1, 540) * 86_400_000 - rng.int(0, 86_399) * 1000),
    });
  }
  return rows;
}
