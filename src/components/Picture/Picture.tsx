import type { PictureData } from '../../lib/pictures';

interface PictureProps {
  picture: PictureData;
  className?: string | undefined;
  /**
   * 'hero': the page's largest element, its LCP: fetched first, never lazy. 'lazy': below the
   * fold, fetched when the visitor scrolls near.
   */
  loading: 'hero' | 'lazy';
}

/**
 * An image of one transparent pixel: where the layout hides a picture, the browser takes it
 * instead of fetching a photo nobody sees (loading="lazy" alone would still fetch a hero).
 */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A content photo as <picture>: AVIF, then WebP, then JPEG, each with its crop and sizes. */
export function Picture({ picture, className, loading }: PictureProps) {
  const { img } = picture;
  return (
    <picture>
      {picture.hiddenWhen && <source media={picture.hiddenWhen} srcSet={EMPTY_IMAGE} width={1} height={1} />}
      {picture.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcset}
          sizes={source.sizes}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        className={className}
        src={img.src}
        srcSet={img.srcset}
        sizes={img.sizes}
        width={img.width}
        height={img.height}
        alt={img.alt}
        decoding="async"
        {...(loading === 'hero' ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  );
}
