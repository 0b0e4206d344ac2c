import { localizePath } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import type { CatalogSearchSuggestionsQuery } from 'shared-contracts/graphql';

export interface SuggestionOption {
  key: string;
  kind: 'product' | 'category' | 'all';
  label: string;
  href: string;
  imageUrl?: string;
  price?: string;
}

export function searchHref(q: string, language: Language): string {
  return `${localizePath('/arama', language)}?q=${encodeURIComponent(q)}`;
}

/** The suggestions flattened in display order (products, then categories) for keyboard moves. */
export function suggestionOptions(data: CatalogSearchSuggestionsQuery['searchSuggestions'] | undefined, language: Language): SuggestionOption[] {
  if (!data) return [];
  return [
    ...data.products.map((p) => ({
      key: `p${p.id}`,
      kind: 'product' as const,
      label: p.name,
      href: localizePath(`/${p.seName}`, language),
      imageUrl: p.defaultPictureModel.thumbImageUrl || p.defaultPictureModel.imageUrl,
      price: p.productPrice.price,
    })),
    ...data.categories.map((c) => ({ key: `c${c.id}`, kind: 'category' as const, label: c.name, href: localizePath(`/${c.seName}`, language) })),
  ];
}
