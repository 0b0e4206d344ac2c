// The home page's first screen: the 'home' schema's blocks, then the widgets they show (product
// sliders, recommendation strips): a server-rendered home page has every block in its HTML.
import type { RouteLoader } from 'shared-contracts';
import { StoresContentHomeBlocksDocument } from 'shared-contracts/graphql';
import { loadBlockWidgets } from '../common/block-widgets';

/** HomePage's HOME_SCHEMA (not imported: that would bring the page's code into its loader's chunk). */
const HOME_SCHEMA = 'home';

const loadHomePage: RouteLoader = async (context) => {
  const blocks = (await context.query(StoresContentHomeBlocksDocument, { schema: HOME_SCHEMA, language: context.language }))?.contentsBySchema;
  if (blocks) await loadBlockWidgets(context, blocks);
};

export default loadHomePage;
