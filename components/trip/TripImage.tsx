/**
 * A trip picture (SVG or photo from the catalogue); a drawn mountain placeholder when there is none.
 * Lazy unless `eager` (on screen when the page opens: fetched with the page, not after its layout);
 * `priority` fetches it first (the trip page's picture, its largest paint).
 */
export function TripImage({
  src,
  className,
  eager = false,
  priority = false,
}: {
  src: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  if (!src) {
    return (
      <svg
        className={className}
        viewBox="0 0 320 180"
        role="presentation"
        aria-hidden="true"
        preserveAspectRatio="xMidYMid slice"
      >
        <defs>
          <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fbeae8" />
            <stop offset="1" stopColor="#ffffff" />
          </linearGradient>
        </defs>
        <rect width="320" height="180" fill="url(#sky)" />
        <path
          d="M0 150 L70 70 L110 115 L170 40 L240 125 L280 90 L320 130 L320 180 L0 180 Z"
          fill="#ba2819"
          opacity="0.85"
        />
        <path d="M150 63 L170 40 L190 68 L178 62 L168 72 Z" fill="#fff" />
        <path d="M0 165 Q160 140 320 165 L320 180 L0 180 Z" fill="#fff" />
      </svg>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- catalogue picture from the booking API, on any host; next/image needs each host configured
    <img
      src={src}
      alt=""
      className={className}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={1200}
      height={675}
    />
  );
}
