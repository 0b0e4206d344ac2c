// The size guide page ('olcu-rehberi'): ring, necklace and bracelet size tables. The product page
// shows it in a modal (landingPage, html block); /sayfa/olcu-rehberi shows it as a page. Turkish
// ring size n fits a finger of (n + 40) mm circumference, as on the size-finder pages.
import type { Bilingual } from './legal-texts.js';

const RING_SIZES = Array.from({ length: 16 }, (_, i) => i + 5);
const NECKLACE_CM = [40, 45, 50, 55, 60];
const BRACELET_CM = [16, 17, 18, 19, 20];

const decimal = (n: number, lang: 'tr' | 'en') => n.toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function ringRows(lang: 'tr' | 'en'): string {
  return RING_SIZES.map((size) => {
    const circumference = size + 40;
    return `<tr><td>${size}</td><td>${circumference}</td><td>${decimal(Math.round((circumference / Math.PI) * 10) / 10, lang)}</td></tr>`;
  }).join('');
}

const necklaceRows = (fit: Record<number, string>) => NECKLACE_CM.map((cm) => `<tr><td>${cm} cm</td><td>${fit[cm]}</td></tr>`).join('');
const braceletRows = (lang: 'tr' | 'en') => BRACELET_CM.map((cm) => `<tr><td>${cm} cm</td><td>${decimal(cm - 1.5, lang)} cm</td></tr>`).join('');

export const SIZE_GUIDE: Bilingual = {
  tr: `<h2>Ölçü Rehberi</h2>
<h3>Yüzük ölçüsü</h3>
<p>Parmağınızın çevresini bir ip ya da kâğıt şeritle ölçün; bulduğunuz milimetreye karşılık gelen ölçüyü seçin. İki ölçü arasında kalırsanız büyük olanı tercih edin.</p>
<table><thead><tr><th>Ölçü</th><th>Çevre (mm)</th><th>Çap (mm)</th></tr></thead><tbody>${ringRows('tr')}</tbody></table>
<h3>Kolye uzunluğu</h3>
<table><thead><tr><th>Uzunluk</th><th>Duruşu</th></tr></thead><tbody>${necklaceRows({ 40: 'Boyun dibinde', 45: 'Köprücük kemiğinde', 50: 'Köprücük kemiğinin altında', 55: 'Göğüs üstünde', 60: 'Göğüs hizasında' })}</tbody></table>
<h3>Bileklik ölçüsü</h3>
<p>Bileğinizin çevresine 1,5 cm ekleyin.</p>
<table><thead><tr><th>Bileklik</th><th>Bilek çevresi</th></tr></thead><tbody>${braceletRows('tr')}</tbody></table>
<p>Mağazalarımızda ücretsiz ölçü aldırabilirsiniz.</p>`,
  en: `<h2>Size Guide</h2>
<h3>Ring size</h3>
<p>Measure around your finger with a string or a strip of paper and pick the size for that many millimetres. Between two sizes, choose the larger one.</p>
<table><thead><tr><th>Size</th><th>Circumference (mm)</th><th>Diameter (mm)</th></tr></thead><tbody>${ringRows('en')}</tbody></table>
<h3>Necklace length</h3>
<table><thead><tr><th>Length</th><th>Where it sits</th></tr></thead><tbody>${necklaceRows({ 40: 'At the base of the neck', 45: 'On the collarbone', 50: 'Below the collarbone', 55: 'Above the chest', 60: 'At the chest' })}</tbody></table>
<h3>Bracelet size</h3>
<p>Add 1.5 cm to the circumference of your wrist.</p>
<table><thead><tr><th>Bracelet</th><th>Wrist</th></tr></thead><tbody>${braceletRows('en')}</tbody></table>
<p>Have your size measured free of charge in our stores.</p>`,
};
