import type { ContentImage } from 'shared-contracts/content';
import { MOBILE_BREAKPOINT_PX } from 'shared-contracts/rules';

interface Props {
  image: ContentImage;
  className?: string;
  /** The page's first picture loads eagerly with high priority; all others lazily. */
  priority?: boolean;
}

/** A CMS picture with its size reserved; a narrower crop below the mobile breakpoint when given. */
export function ContentPicture({ image, className, priority = false }: Props) {
  return (
    <picture>
      {image.mobileUrl && <source media={`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`} srcSet={image.mobileUrl} />}
      <img
        className={className}
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
