import { scriptJson } from './structuredData';

export function JsonLd({ data, id }: { data: unknown; id: string }) {
  return <script type="application/ld+json" data-jsonld={id} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
