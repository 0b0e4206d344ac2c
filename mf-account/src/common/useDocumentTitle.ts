import { useDocumentHead } from 'shared-contracts';

/** The page's title (the shop's name follows it) in the server's HTML and in document.head alike. */
export function useDocumentTitle(title: string): void {
  useDocumentHead({ title });
}
