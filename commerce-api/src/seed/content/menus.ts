// Menus. Urls are site paths without the language prefix (the front end adds /en) or outside
// addresses.
//   1 TopMenu  — the category tree (top-level categories, their sub-categories as children) plus a
//                QuadrupleBanner-type item under Yüzük (four pictures; `image` is the first) and
//                one hidden item (visible false; never served).
//   2 Footer   — top-level groups by systemName: popular_categories, menu_items, socials, logos;
//                their children are the links (logos carry an `image`).
//   3 Help     — a flat list of help links (mobile menu and the footer's bottom row).
import { paymentMarkDataUri, slugify } from 'shared-contracts/server';
import type { menuItems, menus } from '../../db/schema.js';
import type { IdAllocator } from '../batch-insert.js';
import { CATEGORY_SEEDS } from '../categories.js';
import { logoTile } from '../svg-images.js';
import * as t from '../../db/schema.js';

type ItemRow = typeof menuItems.$inferInsert;

export const MENU_ROWS: (typeof menus.$inferInsert)[] = [
  { id: 1, type: 'TopMenu' },
  { id: 2, type: 'Footer' },
  { id: 3, type: 'Help' },
];

interface ItemSeed {
  name: string;
  nameEn: string;
  url?: string | null;
  icon?: string;
  image?: string;
  type?: string;
  systemName?: string;
  visible?: boolean;
  children?: ItemSeed[];
}

function topMenu(): ItemSeed[] {
  const top = CATEGORY_SEEDS.filter((c) => c.parentId == null && !c.collection);
  const items: ItemSeed[] = top.map((c) => ({
    name: c.name,
    nameEn: c.nameEn,
    url: `/${slugify(c.name)}`,
    image: `/images/categories/${c.id}.svg`,
    children: CATEGORY_SEEDS.filter((s) => s.parentId === c.id).map((s) => ({ name: s.name, nameEn: s.nameEn, url: `/${slugify(s.name)}` })),
  }));
  items[0]!.children!.push({
    name: 'Öne Çıkan Yüzükler',
    nameEn: 'Featured Rings',
    url: '/tektas-yuzuk',
    type: 'QuadrupleBanner',
    image: '/images/categories/10.svg',
    icon: '/images/categories/8.svg',
  });
  items.push({ name: 'Koleksiyonlar', nameEn: 'Collections', url: null, children: CATEGORY_SEEDS.filter((c) => c.collection).map((c) => ({ name: c.name, nameEn: c.nameEn, url: `/${slugify(c.name)}` })) });
  items.push({ name: 'Outlet', nameEn: 'Outlet', url: '/outlet', visible: false });
  return items;
}

function footer(): ItemSeed[] {
  const popular = [12, 8, 10, 14, 16, 24, 11, 18];
  return [
    {
      name: 'Popüler Kategoriler', nameEn: 'Popular Categories', systemName: 'popular_categories',
      children: popular.map((id) => {
        const c = CATEGORY_SEEDS.find((x) => x.id === id)!;
        return { name: c.name, nameEn: c.nameEn, url: `/${slugify(c.name)}` };
      }),
    },
    {
      name: 'Kurumsal', nameEn: 'Corporate', systemName: 'menu_items',
      children: [
        { name: 'Hakkımızda', nameEn: 'About Us', url: '/sayfa/hakkimizda' },
        { name: 'Mağazalarımız', nameEn: 'Our Stores', url: '/sayfa/magazalarimiz' },
        { name: 'Franchising', nameEn: 'Franchising', url: '/sayfa/franchising' },
        { name: 'İletişim', nameEn: 'Contact', url: '/sayfa/iletisim' },
        { name: 'Üyelik Sözleşmesi', nameEn: 'Membership Agreement', url: '/sayfa/uyelik' },
        { name: 'KVKK Aydınlatma Metni', nameEn: 'Personal Data Notice', url: '/sayfa/kvkk' },
        { name: 'Gizlilik Politikası', nameEn: 'Privacy Policy', url: '/sayfa/gizlilik-politikasi' },
      ],
    },
    {
      name: 'Sosyal Medya', nameEn: 'Follow Us', systemName: 'socials',
      children: [
        { name: 'Instagram', nameEn: 'Instagram', url: 'https://www.instagram.com/isiltitaki', icon: 'instagram' },
        { name: 'Facebook', nameEn: 'Facebook', url: 'https://www.facebook.com/isiltitaki', icon: 'facebook' },
        { name: 'X', nameEn: 'X', url: 'https://x.com/isiltitaki', icon: 'x' },
        { name: 'YouTube', nameEn: 'YouTube', url: 'https://www.youtube.com/@isiltitaki', icon: 'youtube' },
        { name: 'TikTok', nameEn: 'TikTok', url: 'https://www.tiktok.com/@isiltitaki', icon: 'tiktok' },
      ],
    },
    {
      name: 'Güvenli Alışveriş', nameEn: 'Secure Shopping', systemName: 'logos',
      children: [
        // The marks the shop draws (shared-contracts' payment marks), as checkout shows them.
        { name: 'Visa', nameEn: 'Visa', image: paymentMarkDataUri('visa') },
        { name: 'Mastercard', nameEn: 'Mastercard', image: paymentMarkDataUri('mastercard') },
        { name: 'Troy', nameEn: 'Troy', image: paymentMarkDataUri('troy') },
        { name: '3-D Secure', nameEn: '3-D Secure', image: paymentMarkDataUri('secure3d') },
        { name: 'ETBİS', nameEn: 'ETBİS', url: 'https://www.eticaret.gov.tr', image: logoTile('ETBİS', '#c0392b') },
      ],
    },
  ];
}

function help(): ItemSeed[] {
  return [
    { name: 'Siparişlerim', nameEn: 'My Orders', url: '/account/orders', icon: 'orders' },
    { name: 'İade ve Değişim', nameEn: 'Returns and Exchanges', url: '/sayfa/iade-ve-degisim' },
    { name: 'Teslimat', nameEn: 'Delivery', url: '/sayfa/teslimat' },
    { name: 'Sıkça Sorulan Sorular', nameEn: 'FAQ', url: '/sayfa/sss' },
    { name: 'Yüzük Ölçüsü', nameEn: 'Ring Size', url: '/find/ring-size' },
    { name: 'Kolye Ölçüsü', nameEn: 'Necklace Size', url: '/find/necklace-size' },
    { name: 'Bileklik Ölçüsü', nameEn: 'Bracelet Size', url: '/find/bracklet-size' },
    { name: 'İletişim', nameEn: 'Contact', url: '/sayfa/iletisim' },
  ];
}

export function menuItemRows(ids: IdAllocator): ItemRow[] {
  const rows: ItemRow[] = [];
  const add = (menuId: number, items: ItemSeed[], parentId: number | null) =>
    items.forEach((item, i) => {
      const id = ids.take(t.menuItems);
      rows.push({
        id,
        menuId,
        parentId,
        name: item.name,
        nameEn: item.nameEn,
        url: item.url ?? null,
        icon: item.icon ?? null,
        image: item.image ?? null,
        type: item.type ?? null,
        systemName: item.systemName ?? null,
        visible: item.visible ?? true,
        sortOrder: i,
      });
      if (item.children) add(menuId, item.children, id);
    });
  add(1, topMenu(), null);
  add(2, footer(), null);
  add(3, help(), null);
  return rows;
}
