// `shared-contracts/format`: pure formatters (prices, Turkish text, badge colours). Not in the
// federation singleton: each bundle carries its own copy, so a team gets the formatters it was
// built and tested with. (price.ts keeps a cache of Intl.NumberFormat objects: copies of a cache
// cannot disagree, so it is no state that must be one.)
export * from './format/price';
export * from './format/turkish-text';
export * from './format/badge-colors';
