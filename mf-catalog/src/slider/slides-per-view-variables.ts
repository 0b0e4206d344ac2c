// The plain row (before swiper) sizes its cards as swiper will: (width - (n - 1) * gap) / n for
// the n slides per view of the widest matching breakpoint. The numbers go to CSS variables that
// ProductCarousel.module.css picks by media query, for the widths listed here.
export const SLIDES_PER_VIEW_BREAKPOINTS = [600, 900, 1025, 1200] as const;

export function slidesPerViewVariables(slidesPerView: number, breakpoints: Record<number, { slidesPerView: number }>): Record<string, number> {
  const variables: Record<string, number> = { '--spv': slidesPerView };
  for (const [width, options] of Object.entries(breakpoints)) {
    if (!(SLIDES_PER_VIEW_BREAKPOINTS as readonly number[]).includes(Number(width))) {
      throw new Error(`ProductCarousel: no CSS for the ${width}px breakpoint (add it to SLIDES_PER_VIEW_BREAKPOINTS and the stylesheet)`);
    }
    variables[`--spv-${width}`] = options.slidesPerView;
  }
  return variables;
}
