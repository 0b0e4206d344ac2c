// The earlier name of useDocumentHead (title, description and robots were all it set then); the
// same hook, so a page may give any of the DocumentHead fields through either name.
import type { DocumentHead } from './document-head';
import { useDocumentHead } from './useDocumentHead';

export type DocumentMeta = DocumentHead;

export const useDocumentMeta: (head: DocumentMeta) => void = useDocumentHead;
