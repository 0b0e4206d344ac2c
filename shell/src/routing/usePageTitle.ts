import { useDocumentHead } from 'shared-contracts';

/** The page's title while the calling page is shown (server HTML and document.head alike). */
export function usePageTitle(title: string | null | undefined): void {
  useDocumentHead({ title });
}
