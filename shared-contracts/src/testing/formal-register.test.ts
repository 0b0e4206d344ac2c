import { informalTurkish } from './formal-register';

describe('informalTurkish', () => {
  it('finds the informal second person and the pronoun "sen"', () => {
    expect(informalTurkish('Mağazalarımızda ölçü aldırabilirsin.')).toEqual(['aldırabilirsin']);
    expect(informalTurkish('Ölçünü biliyorsun; sana uygun olanı seçeceksin.')).toEqual(['biliyorsun', 'seçeceksin', 'sana']);
  });

  it('leaves the formal register and ordinary words alone', () => {
    expect(informalTurkish('Mağazalarımızda ücretsiz ölçü aldırabilirsiniz. İki ölçü arasında kalırsanız büyük olanı seçin.')).toEqual([]);
    expect(informalTurkish('Pırlanta, yasin, sinek, hassasiyet, Kadın, sınır, Sensör, sentetik')).toEqual([]);
  });
});
