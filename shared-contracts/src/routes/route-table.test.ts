import { EXPOSED_MODULES } from '../remotes/module-contracts';
import { REMOTE_PACKAGES, ROUTES, WIDGETS, exposedModules, moduleId, type RemoteName } from './route-table';

test("a remote's exposed modules are its routes' and widgets' modules, each once", () => {
  expect(exposedModules('mf_cart_checkout')).toEqual(['./CartPage', './CheckoutPage', './OrderSuccessPage', './MiniCart']);
  expect(exposedModules('mf_stores_content')).toEqual(['./HomePage', './ContentPage', './SizeFinderPage', './ContactForm']);
  expect(EXPOSED_MODULES.mf_catalog).toEqual(exposedModules('mf_catalog'));
});

test('every route and widget belongs to a known remote, and every remote serves something', () => {
  const remotes = Object.keys(REMOTE_PACKAGES) as RemoteName[];
  for (const entry of [...Object.values(ROUTES), ...Object.values(WIDGETS)]) expect(remotes).toContain(entry.remote);
  for (const remote of remotes) expect(exposedModules(remote).length).toBeGreaterThan(0);
});

test('the federation id of an entry is remote/module without the leading ./', () => {
  expect(moduleId(ROUTES.category)).toBe('mf_catalog/CategoryPage');
  expect(moduleId(WIDGETS.miniCart)).toBe('mf_cart_checkout/MiniCart');
});
