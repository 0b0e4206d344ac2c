// The React-free part of the contracts, for the commerce API.
export * from './constants/business';
export * from './routes/route-table';
export * from './routes/redirect-target';
export * from './format/price';
export * from './format/turkish-text';
export * from './content/content-blocks';
export * from './i18n/ui-messages.tr';
export * from './i18n/ui-messages.en';
export * from './i18n/translate';
// The API translates into either language at any time: both are there from the start.
import './i18n/all-ui-languages';
export * from './payment-marks/payment-marks';
export * from './validation/card-rules';
export * from './validation/field-rules';
export * from './validation/form-schemas';
export * from './validation/issues';
export type * from './graphql/generated';
