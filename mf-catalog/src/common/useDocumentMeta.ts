// The hook lives in shared-contracts; mf-catalog/src/listing/ still imports it from here.
export { useDocumentMeta } from 'shared-contracts';
