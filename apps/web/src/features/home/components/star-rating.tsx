/** The spec's fixed four-of-five-star display on every shop card. */
export function StarRating({ value = 4, outOf = 5 }: { value?: number; outOf?: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${value} out of ${outOf} stars`}>
      {Array.from({ length: outOf }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" className={i < value ? 'size-4 text-marigold-500' : 'size-4 text-ink-300'} fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
