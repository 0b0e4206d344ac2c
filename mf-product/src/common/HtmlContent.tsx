// Html from the API (product description, SEO text, policy texts, the size guide) rendered as it
// comes. The trust boundary is the API: commerce-api sanitizes every HTML field on output with
// the shared rules, so the page ships no sanitizer of its own (DOMPurify was a fifth of its
// first load) and the server and the browser render the same markup.
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
