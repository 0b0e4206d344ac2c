// /cart's first screen: the cart and, under its lines, the bought-together strip (mf-catalog's
// widget) for the first line's product, which only the cart names: read after it.
import { moduleId, WIDGETS, type RecommendationsStripProps, type RouteLoader } from 'shared-contracts';
import { loadShoppingCart } from '../cart/cart-first-screen';

const loadCartPage: RouteLoader = async (context) => {
  if (!context.isLoggedIn) return;
  const cart = await loadShoppingCart(context);
  const first = cart?.items[0];
  if (!first) return;
  const strip: RecommendationsStripProps = { language: context.language, kind: 'BOUGHT_TOGETHER', productId: first.productId, inStockOnly: true };
  await context.widget(moduleId(WIDGETS.recommendationsStrip), strip);
};

export default loadCartPage;
