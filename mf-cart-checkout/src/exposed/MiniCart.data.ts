// MiniCart's first render reads no data (what it shows comes after the visitor acts): its loader
// has nothing to read. Declared all the same: every exposed module has its loader.
import type { RouteLoader } from 'shared-contracts';

const miniCartData: RouteLoader = async () => {};

export default miniCartData;
