// The shell's own first-screen data, declared next to the layouts that show it (the route's
// module declares the rest in its '<Module>.data' loader): the header's top menu and the footer's
// menus on the default layout (the checkout layout shows only the logo), the organisation's
// structured data on the home page (HomeSeo), and for a logged-in visitor the header favourites'
// list (the session read asks for the same: one request serves both).
import type { RouteLoaderContext } from 'shared-contracts';
import { MenusDocument, OrganizationInfoDocument, ShellWishListDocument } from 'shared-contracts/graphql';

export interface LayoutLoaderProps {
  layout: 'default' | 'checkout';
  home: boolean;
}

export async function layoutLoader(context: RouteLoaderContext, { layout, home }: LayoutLoaderProps): Promise<void> {
  if (layout === 'checkout') return;
  await Promise.all([
    context.query(MenusDocument, { ids: [1], type: null }),
    context.query(MenusDocument, { ids: [2, 3], type: null }),
    home ? context.query(OrganizationInfoDocument) : undefined,
    context.isLoggedIn ? context.query(ShellWishListDocument, { guestData: null }) : undefined,
  ]);
}
