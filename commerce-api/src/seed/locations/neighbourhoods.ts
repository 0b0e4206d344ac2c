// Neighbourhoods with postcodes: real names and postcodes for the central districts of
// İstanbul, Ankara and İzmir; every other district gets its common neighbourhood names with
// postcodes in the province's range (the first two digits of a Turkish postcode are the plate
// code), so an address can be entered anywhere.
export const NEIGHBOURHOODS: Record<string, Record<string, [string, string][]>> = {
  İstanbul: {
    Kadıköy: [
      ['Acıbadem', '34718'], ['Bostancı', '34744'], ['Caddebostan', '34728'], ['Caferağa', '34710'], ['Dumlupınar', '34720'],
      ['Eğitim', '34722'], ['Erenköy', '34738'], ['Fenerbahçe', '34726'], ['Feneryolu', '34724'], ['Fikirtepe', '34720'],
      ['Göztepe', '34730'], ['Hasanpaşa', '34722'], ['Koşuyolu', '34718'], ['Kozyatağı', '34742'], ['Merdivenköy', '34732'],
      ['Osmanağa', '34714'], ['Rasimpaşa', '34716'], ['Sahrayıcedit', '34734'], ['Suadiye', '34740'], ['Zühtüpaşa', '34724'],
      ['19 Mayıs', '34736'],
    ],
    Beşiktaş: [
      ['Abbasağa', '34353'], ['Akat', '34335'], ['Arnavutköy', '34345'], ['Balmumcu', '34349'], ['Bebek', '34342'],
      ['Cihannüma', '34353'], ['Dikilitaş', '34349'], ['Etiler', '34337'], ['Gayrettepe', '34349'], ['Konaklar', '34330'],
      ['Kuruçeşme', '34345'], ['Kültür', '34340'], ['Levazım', '34340'], ['Levent', '34330'], ['Mecidiye', '34347'],
      ['Muradiye', '34357'], ['Nisbetiye', '34340'], ['Ortaköy', '34347'], ['Sinanpaşa', '34353'], ['Türkali', '34357'],
      ['Ulus', '34340'], ['Vişnezade', '34357'], ['Yıldız', '34349'],
    ],
    Şişli: [
      ['Bozkurt', '34375'], ['Ergenekon', '34373'], ['Esentepe', '34394'], ['Feriköy', '34377'], ['Fulya', '34394'],
      ['Gülbahar', '34394'], ['Halaskargazi', '34371'], ['Halide Edip Adıvar', '34382'], ['Harbiye', '34367'], ['İnönü', '34373'],
      ['Kuştepe', '34387'], ['Mecidiyeköy', '34387'], ['Merkez', '34381'], ['Meşrutiyet', '34363'], ['Teşvikiye', '34365'],
      ['19 Mayıs', '34360'],
    ],
    Üsküdar: [
      ['Acıbadem', '34660'], ['Altunizade', '34662'], ['Aziz Mahmut Hüdayi', '34672'], ['Bahçelievler', '34664'], ['Bulgurlu', '34696'],
      ['Burhaniye', '34676'], ['Çengelköy', '34680'], ['Kandilli', '34684'], ['Kısıklı', '34692'], ['Kuzguncuk', '34674'],
      ['Mimar Sinan', '34664'], ['Salacak', '34668'], ['Selimiye', '34668'], ['Sultantepe', '34674'], ['Ünalan', '34700'],
      ['Valide-i Atik', '34664'],
    ],
    Bakırköy: [
      ['Ataköy 1. Kısım', '34158'], ['Ataköy 2-5-6. Kısım', '34156'], ['Ataköy 3-4-11. Kısım', '34156'], ['Ataköy 7-8-9-10. Kısım', '34156'],
      ['Basınköy', '34142'], ['Cevizlik', '34142'], ['Kartaltepe', '34145'], ['Osmaniye', '34144'], ['Sakızağacı', '34147'],
      ['Şenlikköy', '34153'], ['Yenimahalle', '34142'], ['Yeşilköy', '34149'], ['Yeşilyurt', '34149'], ['Zeytinlik', '34140'],
      ['Zuhuratbaba', '34147'],
    ],
    Fatih: [
      ['Aksaray', '34096'], ['Alemdar', '34110'], ['Balat', '34087'], ['Beyazıt', '34126'], ['Binbirdirek', '34122'],
      ['Cankurtaran', '34122'], ['Cerrahpaşa', '34098'], ['Hobyar', '34112'], ['Kocamustafapaşa', '34098'], ['Mercan', '34116'],
      ['Molla Gürani', '34093'], ['Rüstempaşa', '34116'], ['Süleymaniye', '34116'], ['Şehremini', '34104'], ['Topkapı', '34093'],
      ['Yedikule', '34107'], ['Zeyrek', '34083'],
    ],
    Beyoğlu: [
      ['Asmalı Mescit', '34430'], ['Bereketzade', '34421'], ['Camiikebir', '34440'], ['Cihangir', '34433'], ['Firuzağa', '34425'],
      ['Gümüşsuyu', '34437'], ['Hacıahmet', '34440'], ['Kalyoncukulluğu', '34435'], ['Kemankeş Karamustafa Paşa', '34425'],
      ['Kılıçali Paşa', '34433'], ['Kuloğlu', '34433'], ['Ömer Avni', '34427'], ['Şahkulu', '34421'], ['Tomtom', '34433'],
    ],
    Ataşehir: [
      ['Atatürk', '34758'], ['Barbaros', '34746'], ['Esatpaşa', '34704'], ['Ferhatpaşa', '34888'], ['Fetih', '34704'],
      ['İçerenköy', '34752'], ['İnönü', '34755'], ['Kayışdağı', '34755'], ['Küçükbakkalköy', '34750'], ['Mevlana', '34750'],
      ['Mimar Sinan', '34758'], ['Mustafa Kemal', '34758'], ['Örnek', '34704'], ['Yeni Çamlıca', '34779'], ['Yeni Sahra', '34746'],
      ['Yenişehir', '34779'],
    ],
    Sarıyer: [
      ['Bahçeköy', '34473'], ['Baltalimanı', '34470'], ['Büyükdere', '34453'], ['Emirgan', '34467'], ['İstinye', '34460'],
      ['Kireçburnu', '34457'], ['Maslak', '34398'], ['Reşitpaşa', '34467'], ['Rumelihisarı', '34470'], ['Tarabya', '34457'],
      ['Yeniköy', '34464'], ['Zekeriyaköy', '34450'],
    ],
  },
  Ankara: {
    Çankaya: [
      ['Anıttepe', '06570'], ['Ayrancı', '06540'], ['Bahçelievler', '06490'], ['Balgat', '06520'], ['Birlik', '06610'],
      ['Cebeci', '06590'], ['Çayyolu', '06810'], ['Çukurambar', '06510'], ['Dikmen', '06450'], ['Emek', '06490'],
      ['Gaziosmanpaşa', '06700'], ['Kavaklıdere', '06680'], ['Kızılay', '06420'], ['Kocatepe', '06420'], ['Küçükesat', '06660'],
      ['Maltepe', '06570'], ['Mebusevleri', '06580'], ['Oran', '06450'], ['Ümitköy', '06810'], ['Yıldızevler', '06550'],
    ],
    Keçiören: [
      ['Aktepe', '06300'], ['Ayvalı', '06010'], ['Bağlarbaşı', '06280'], ['Esertepe', '06020'], ['Etlik', '06010'],
      ['İncirli', '06280'], ['Kalaba', '06300'], ['Kuşcağız', '06300'], ['Ovacık', '06290'], ['Subayevleri', '06280'],
    ],
    Yenimahalle: [
      ['Batıkent', '06370'], ['Beştepe', '06560'], ['Çiğdemtepe', '06170'], ['Demetevler', '06200'], ['Emniyet', '06560'],
      ['Karşıyaka', '06180'], ['Ostim', '06374'], ['Ragıp Tüzün', '06170'], ['Şentepe', '06190'], ['Yukarı Yurtçu', '06170'],
    ],
  },
  İzmir: {
    Konak: [
      ['Akdeniz', '35210'], ['Alsancak', '35220'], ['Göztepe', '35290'], ['Güzelyalı', '35290'], ['Kahramanlar', '35230'],
      ['Kemeraltı', '35250'], ['Kültür', '35220'], ['Mimar Kemalettin', '35250'], ['Tepecik', '35250'], ['Üçkuyular', '35330'],
    ],
    Karşıyaka: [
      ['Alaybey', '35540'], ['Atakent', '35560'], ['Bahariye', '35550'], ['Bostanlı', '35590'], ['Donanmacı', '35560'],
      ['Mavişehir', '35590'], ['Nergiz', '35560'], ['Tersane', '35530'], ['Yalı', '35550'],
    ],
    Bornova: [
      ['Atatürk', '35030'], ['Çamdibi', '35080'], ['Doğanlar', '35080'], ['Erzene', '35040'], ['Evka 3', '35050'],
      ['Kazımdirik', '35100'], ['Kızılay', '35050'], ['Mevlana', '35050'], ['Yeşilova', '35080'],
    ],
    Buca: [
      ['Adatepe', '35390'], ['Çamlıkule', '35400'], ['Dumlupınar', '35380'], ['Kozağaç', '35390'], ['Şirinyer', '35380'],
      ['Yıldız', '35390'], ['Yenigün', '35400'],
    ],
  },
};

const COMMON_NAMES = ['Cumhuriyet', 'Atatürk', 'Yenimahalle', 'Fatih', 'İstiklal', 'Hürriyet'];

/** Neighbourhoods of a district: the real list when known, else common names with postcodes in the province's range. */
export function neighbourhoodsOf(province: { id: number; name: string }, district: string, districtIndex: number): [string, string][] {
  const known = NEIGHBOURHOODS[province.name]?.[district];
  if (known) return known;
  const plate = String(province.id).padStart(2, '0');
  const count = 3 + (districtIndex % 3);
  return COMMON_NAMES.slice(0, count).map((name, i) => [name, `${plate}${String((districtIndex * 40 + i * 10 + 100) % 1000).padStart(3, '0')}`]);
}
