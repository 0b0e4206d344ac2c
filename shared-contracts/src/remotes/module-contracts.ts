// Props of the modules and widgets each remote exposes, and what the shell hands them.
import type { ComponentType } from 'react';
import type { Language } from '../constants/business';

/** Every exposed route module is a default-exported component with these props. */
export interface RouteModuleProps {
  language: Language;
}
export type RouteModule = { default: ComponentType<RouteModuleProps> };

export interface CategoryPageProps extends RouteModuleProps {
  categoryId: number;
  seName: string;
}
export interface ProductPageProps extends RouteModuleProps {
  productId: number;
  seName: string;
}

/** Widgets a remote exposes for other teams, shown only through the shell's RemoteSlot. */
export interface InstantSearchProps {
  language: Language;
}
export interface ProductSliderProps {
  language: Language;
  categoryId?: number;
  title?: string;
}
export interface MiniCartProps {
  language: Language;
  onClose?: () => void;
}
export interface RecommendationsStripProps {
  language: Language;
  kind: 'SIMILAR' | 'BOUGHT_TOGETHER' | 'POPULAR' | 'BY_IDS';
  productId?: number;
  categoryId?: number;
  ids?: number[];
  title?: string;
}

/** The exposed modules, per remote: the shell's loader and the remotes' webpack configs agree on these. */
export const EXPOSED_MODULES = {
  mf_catalog: ['./CategoryPage', './SearchPage', './InstantSearch', './ProductSlider', './RecommendationsStrip'],
  mf_product: ['./ProductPage'],
  mf_cart_checkout: ['./CartPage', './CheckoutPage', './OrderSuccessPage', './MiniCart'],
  mf_account: [
    './LoginPage',
    './RegisterPage',
    './PasswordRecoveryPage',
    './PasswordRecoveryConfirmPage',
    './ProfilePage',
    './OrdersPage',
    './OrderDetailPage',
    './OrderRequestPage',
    './WishlistPage',
    './AddressesPage',
    './CouponsPage',
    './ChangePasswordPage',
  ],
  mf_stores_content: ['./HomePage', './ContentPage', './SizeFinderPage', './StoresPage', './ContactForm'],
} as const;

/** Composition file served next to the shell: remote name -> active version -> manifest URL. */
export interface CompositionFile {
  /** `ssr: false` renders that remote in the browser only (its server build is not used). */
  remotes: Record<string, { version: string; manifest: string; ssr?: boolean }>;
}
