// The home product slider's first screen: the category's first products, with the variables
// ProductSlider asks with (the home and content pages' loaders run this through context.widget).
import type { ProductSliderProps, RouteLoader } from 'shared-contracts';
import { HOME_SLIDER_DEFAULT_CATEGORY_ID, HOME_SLIDER_PRODUCT_COUNT } from 'shared-contracts/rules';
import { CatalogShortCategoryV2Document } from 'shared-contracts/graphql';

const loadProductSlider: RouteLoader<Pick<ProductSliderProps, 'categoryId'>> = async (context, { categoryId }) => {
  await context.query(CatalogShortCategoryV2Document, {
    id: categoryId ?? HOME_SLIDER_DEFAULT_CATEGORY_ID,
    pageNumber: 1,
    pageSize: HOME_SLIDER_PRODUCT_COUNT,
    prepareSpecsFilters: false,
  });
};

export default loadProductSlider;
