export type HeadingLevel = 2 | 3;

/** h2 for top-level blocks, h3 inside a container. */
export function headingTag(level: HeadingLevel): 'h2' | 'h3' {
  return level === 2 ? 'h2' : 'h3';
}
