/** The robots directive built from a listing's noIndex and noFollow flags. */
export function robotsDirective(seo: { noIndex: boolean; noFollow: boolean } | null | undefined): string {
  return `${seo?.noIndex ? 'noindex' : 'index'}, ${seo?.noFollow ? 'nofollow' : 'follow'}`;
}
