// Props of the modules and widgets each remote exposes, and what the shell hands them.
import type { ComponentType } from 'react';
import type { Language } from '../constants/business';
import { REMOTE_PACKAGES, exposedModules, type RemoteName } from '../routes/route-table';

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
  /**
   * What the visitor had typed in the shell's plain search field when the instant search took its
   * place, and whether that field had the focus: the instant search goes on from there.
   */
  handover?: { text: string; focused: boolean };
}
export interface ProductSliderProps {
  language: Language;
  categoryId?: number;
  title?: string;
}
/** The side cart's content; the shell's side-cart dialog hosts it (title, close, focus). */
export interface MiniCartProps {
  language: Language;
  /** Closes the host's dialog: called when the shopper follows one of the widget's links. */
  onClose?: () => void;
}
export interface RecommendationsStripProps {
  language: Language;
  kind: 'SIMILAR' | 'BOUGHT_TOGETHER' | 'POPULAR' | 'BY_IDS';
  productId?: number;
  categoryId?: number;
  ids?: number[];
  title?: string;
  /** Only products the shopper can buy now (online stock): the cart's strip invites adding to the cart. */
  inStockOnly?: boolean;
}

/** The exposed modules, per remote, derived from the route table (routes and widgets). */
export const EXPOSED_MODULES = Object.fromEntries(
  (Object.keys(REMOTE_PACKAGES) as RemoteName[]).map((remote) => [remote, exposedModules(remote)]),
) as Record<RemoteName, string[]>;

/** Composition file served next to the shell: remote name -> active version -> manifest URL. */
export interface CompositionFile {
  /** `ssr: false` renders that remote in the browser only (its server build is not used). */
  remotes: Record<string, { version: string; manifest: string; ssr?: boolean }>;
  /**
   * The QA override the page runs with (the effective composition the server inlines for a browser
   * with a valid override): `remotes[remote]` is already that version; the shell shows a marker.
   */
  override?: QaOverride;
}

/** A team member's signed, expiring choice of one released version of one remote, for one browser. */
export interface QaOverride {
  /** Federation name ('mf_catalog'). */
  remote: string;
  version: string;
  /** ISO time. */
  expiresAt: string;
}
