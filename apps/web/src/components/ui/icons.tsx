import type { SVGProps } from 'react';

/** Line icons (24×24, stroke = currentColor). SVG rather than emoji: emoji fonts are missing on many systems. */
const PATHS = {
  bag: 'M6 8h12l-1 12H7L6 8zm3 0V6a3 3 0 0 1 6 0v2',
  cart: 'M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21.5 7H6M9 20h.01M18 20h.01',
  store: 'M3 9l1.5-5h15L21 9M3 9v1a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0V9M3 9h18M5 12v8h14v-8M10 20v-5h4v5',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17l-5-5',
  tag: 'M3 12V4h8l10 10-8 8L3 12zm5-4h.01',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4V7zm0 0l9 4 9-4M12 11v10',
  alert: 'M12 3l10 18H2L12 3zm0 7v5m0 3h.01',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  mail: 'M3 6h18v12H3V6zm0 0l9 7 9-7',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  truck: 'M3 6h11v10H3V6zm11 4h4l3 3v3h-7v-6zM7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5', ...rest }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

const EMOJI: Record<string, IconName> = {
  '🛍️': 'bag',
  '🛒': 'cart',
  '🏪': 'store',
  '🏚️': 'store',
  '🔍': 'search',
  '🏷️': 'tag',
  '📍': 'pin',
  '👤': 'user',
  '📦': 'box',
  '⚠️': 'alert',
  '🕑': 'clock',
  '✉️': 'mail',
  '📞': 'phone',
  '🚚': 'truck',
};

/** An icon name, or an emoji mapped to the matching icon (unknown → bag). */
export function toIconName(icon: string | undefined): IconName {
  if (!icon) return 'bag';
  if (icon in PATHS) return icon as IconName;
  return EMOJI[icon] ?? 'bag';
}
