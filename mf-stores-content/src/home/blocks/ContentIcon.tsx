// Drawings for the icon names of CONTENT_ICON_NAMES (shared-contracts); a name we do not know
// draws nothing, the item's text still shows.
import type { ContentIconName } from 'shared-contracts/content';

const PATHS: Record<ContentIconName, string> = {
  delivery: 'M2 6h11v9H2zM13 9h4l3 3v3h-7zM5.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  guarantee: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM8.5 12l2.5 2.5 4.5-5',
  exchange: 'M4 8h13l-3-3M20 16H7l3 3',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-1.5-3-5-4-5-1.5S10 9 12 9zM12 9c1.5-3 5-4 5-1.5S14 9 12 9z',
  store: 'M3 9l2-5h14l2 5M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 13v8h14v-8M10 21v-5h4v5',
  workshop: 'M14.5 6.5l3-3 3 3-3 3M17.5 6.5L8 16M6 14l4 4-3 3-4-4z',
  installment: 'M3 6h18v12H3zM3 10h18M7 15h4',
  'secure-payment': 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
};

function isIconName(name: string): name is ContentIconName {
  return Object.prototype.hasOwnProperty.call(PATHS, name);
}

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  if (!isIconName(name)) return null;
  return (
    <svg className={className} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
