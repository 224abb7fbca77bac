import type { PictureData } from '../../lib/build/pictures';

interface PictureProps {
  picture: PictureData;
  className?: string | undefined;
  /**
   * 'hero': the page's largest element, its LCP: fetched first, never lazy. 'lazy': below the
   * fold, fetched when the visitor scrolls near.
   */
  loading: 'hero' | 'lazy';
}

/** A content photo as <picture>: AVIF, then WebP, then JPEG, as src/lib/build/pictures.ts made them. */
export function Picture({ picture, className, loading }: PictureProps) {
  const { img } = picture;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          media={source.media}
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
