/**
 * Generated artwork for the demo data: no stock photos exist, so every shop and product gets an SVG
 * illustration (gradient in a colour per category, a flat icon drawn with SVG primitives, the name),
 * rendered to PNG with sharp (librsvg) and then stored exactly like an upload.
 */

export type IconKey =
  | 'basket'
  | 'sack'
  | 'bottle'
  | 'jar'
  | 'shirt'
  | 'kurta'
  | 'fabric'
  | 'jeans'
  | 'shoe'
  | 'phone'
  | 'laptop'
  | 'headphones'
  | 'tv'
  | 'bulb'
  | 'bricks'
  | 'cement'
  | 'rebar'
  | 'paint'
  | 'tap'
  | 'tiles'
  | 'bowl'
  | 'sweets'
  | 'gift'
  | 'diya';

export interface Palette {
  /** Gradient start and end. */
  from: string;
  to: string;
  /** Dark accent used for outlines and text. */
  ink: string;
  /** Bright accent used inside icons. */
  pop: string;
}

export const PALETTES: Record<string, Palette> = {
  Grocery: { from: '#d9f99d', to: '#15803d', ink: '#14532d', pop: '#f59e0b' },
  Clothing: { from: '#fbcfe8', to: '#be185d', ink: '#701a45', pop: '#facc15' },
  Electronics: {
    from: '#bfdbfe',
    to: '#1d4ed8',
    ink: '#1e3a8a',
    pop: '#22d3ee',
  },
  Construction: {
    from: '#fed7aa',
    to: '#c2410c',
    ink: '#7c2d12',
    pop: '#64748b',
  },
  'Building&Construction': {
    from: '#fed7aa',
    to: '#c2410c',
    ink: '#7c2d12',
    pop: '#64748b',
  },
  Food: { from: '#fde68a', to: '#dc2626', ink: '#7f1d1d', pop: '#16a34a' },
  Other: { from: '#ddd6fe', to: '#0f766e', ink: '#134e4a', pop: '#f97316' },
};

/** The default icon of a shop or product category. */
export const CATEGORY_ICON: Record<string, IconKey> = {
  Grocery: 'basket',
  Clothing: 'shirt',
  Electronics: 'phone',
  Construction: 'bricks',
  'Building&Construction': 'bricks',
  Food: 'bowl',
  Other: 'gift',
};

const FONT = 'DejaVu Sans, Noto Sans, sans-serif';
const W = 800;
const H = 600;

export function escapeXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&apos;',
      })[c]!,
  );
}

/** Splits a name into at most two lines of about `max` characters. */
export function wrapName(name: string, max: number): string[] {
  if (name.length <= max) return [name];
  // "Fine River Sand (50 kg bag)" reads best broken before the bracket.
  const bracket = name.indexOf(' (');
  if (bracket > 0 && bracket <= max && name.length - bracket - 1 <= max) return [name.slice(0, bracket), name.slice(bracket + 1)];
  const words = name.split(/\s+/);
  let first = '';
  let i = 0;
  while (i < words.length && (first ? `${first} ${words[i]}` : words[i]!).length <= max) {
    first = first ? `${first} ${words[i]}` : words[i]!;
    i++;
  }
  if (!first) return [name.slice(0, max - 1) + '…'];
  let rest = words.slice(i).join(' ');
  if (rest.length > max) rest = rest.slice(0, max - 1).trimEnd() + '…';
  return [first, rest];
}

const st = (colour: string, width: number) => `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

/** Icons are drawn in a 200×200 box; `p` colours them. White bodies read well on every gradient. */
function icon(key: IconKey, p: Palette): string {
  const o = st(p.ink, 5);
  const o3 = st(p.ink, 3);
  switch (key) {
    case 'basket':
      return `<circle cx="70" cy="78" r="26" fill="#ef4444" ${o}/><circle cx="112" cy="70" r="24" fill="${p.pop}" ${o}/><path d="M140 52c14 8 20 22 16 38l-30-4z" fill="#22c55e" ${o}/><circle cx="148" cy="92" r="18" fill="#a3e635" ${o}/>
<path d="M30 96h140l-16 84H46z" fill="#fff" ${o}/><path d="M62 100l6 76M100 100v76M138 100l-6 76M38 128h124M42 154h116" fill="none" ${o3}/>
<path d="M44 96c0-70 112-70 112 0" fill="none" ${st(p.ink, 7)}/>`;
    case 'sack':
      return `<path d="M62 44c-30 30-40 70-32 110 4 20 24 30 70 30s66-10 70-30c8-40-2-80-32-110z" fill="#fff" ${o}/>
<path d="M62 44l-8-18h92l-8 18z" fill="${p.pop}" ${o}/><path d="M60 46h80" ${st(p.ink, 8)}/>
<rect x="58" y="92" width="84" height="56" rx="10" fill="${p.to}" ${o}/><circle cx="100" cy="120" r="14" fill="${p.pop}" ${o}/>`;
    case 'bottle':
      return `<rect x="84" y="14" width="32" height="22" rx="5" fill="${p.ink}"/><path d="M86 36h28v20l22 26v94a10 10 0 0 1-10 10H74a10 10 0 0 1-10-10V82l22-26z" fill="#fff" ${o}/>
<path d="M68 110h64v64a6 6 0 0 1-6 6H74a6 6 0 0 1-6-6z" fill="${p.pop}" opacity=".85"/><rect x="72" y="92" width="56" height="44" rx="6" fill="${p.to}" ${o}/><path d="M84 114h32" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`;
    case 'jar':
      return `<rect x="56" y="26" width="88" height="26" rx="6" fill="${p.pop}" ${o}/><path d="M60 52h80c14 12 20 28 20 48v68a12 12 0 0 1-12 12H52a12 12 0 0 1-12-12v-68c0-20 6-36 20-48z" fill="#fff" ${o}/>
<path d="M46 120h108v46a8 8 0 0 1-8 8H54a8 8 0 0 1-8-8z" fill="${p.to}" opacity=".8"/><rect x="64" y="86" width="72" height="40" rx="8" fill="#fff" ${o}/><path d="M78 106h44" ${o}/>`;
    case 'shirt':
      return `<path d="M70 20l-44 22-22 48 32 14 12-22v112h104V82l12 22 32-14-22-48-44-22c-4 14-16 22-30 22s-26-8-30-22z" fill="#fff" ${o}/>
<path d="M70 20l30 30 30-30" fill="none" ${o}/><path d="M100 50v128" ${o3}/><circle cx="100" cy="78" r="4" fill="${p.ink}"/><circle cx="100" cy="108" r="4" fill="${p.ink}"/><circle cx="100" cy="138" r="4" fill="${p.ink}"/>
<rect x="120" y="88" width="26" height="22" rx="3" fill="${p.pop}" ${o3}/>`;
    case 'kurta':
      return `<path d="M76 16l-36 18-22 72 26 6 12-40 -8 120h104l-8-120 12 40 26-6-22-72-36-18c-4 12-14 18-24 18s-20-6-24-18z" fill="#fff" ${o}/>
<path d="M100 34v54" ${o3}/><path d="M44 176h112" ${st(p.pop, 10)}/><circle cx="100" cy="110" r="9" fill="${p.pop}" ${o3}/><circle cx="78" cy="140" r="6" fill="${p.to}"/><circle cx="122" cy="140" r="6" fill="${p.to}"/>`;
    case 'fabric':
      return `<rect x="26" y="126" width="148" height="40" rx="8" fill="${p.pop}" ${o}/><rect x="34" y="86" width="132" height="40" rx="8" fill="#fff" ${o}/><rect x="42" y="46" width="116" height="40" rx="8" fill="${p.to}" ${o}/>
<path d="M42 74h116M34 114h132M26 154h148" stroke="#fff" stroke-width="4" stroke-dasharray="8 6"/><path d="M158 58c18 4 18 24 0 28" fill="none" ${o}/>`;
    case 'jeans':
      return `<path d="M50 18h100l10 164h-44l-16-112-16 112H40z" fill="#3b82f6" ${o}/><path d="M50 18h100v20H50z" fill="#1e40af" ${o}/>
<path d="M100 38v30M62 46c4 14 14 20 26 20M138 46c-4 14-14 20-26 20" fill="none" stroke="${p.pop}" stroke-width="3" stroke-linecap="round"/><circle cx="100" cy="28" r="4" fill="${p.pop}"/>`;
    case 'shoe':
      return `<path d="M20 140c0-30 6-60 18-80 20 6 40 6 54-6 10 30 30 46 62 52 22 4 30 16 30 34z" fill="#fff" ${o}/><path d="M16 140h172v20a8 8 0 0 1-8 8H24a8 8 0 0 1-8-8z" fill="${p.to}" ${o}/>
<path d="M64 70l12 8M70 86l14 6M80 102l14 4" ${o}/><path d="M128 118c10 2 22 2 34 0" fill="none" stroke="${p.pop}" stroke-width="6" stroke-linecap="round"/>`;
    case 'phone':
      return `<rect x="52" y="10" width="96" height="180" rx="16" fill="${p.ink}"/><rect x="60" y="26" width="80" height="140" rx="6" fill="url(#scr)"/>
<circle cx="100" cy="178" r="6" fill="#fff"/><rect x="88" y="16" width="24" height="4" rx="2" fill="#fff" opacity=".6"/><rect x="70" y="40" width="26" height="26" rx="6" fill="#fff" opacity=".9"/><rect x="104" y="40" width="26" height="26" rx="6" fill="${p.pop}"/><rect x="70" y="74" width="26" height="26" rx="6" fill="${p.pop}"/><rect x="104" y="74" width="26" height="26" rx="6" fill="#fff" opacity=".9"/>`;
    case 'laptop':
      return `<rect x="36" y="34" width="128" height="92" rx="8" fill="${p.ink}"/><rect x="46" y="44" width="108" height="72" rx="3" fill="url(#scr)"/><path d="M58 100l22-24 16 14 20-26 26 36z" fill="#fff" opacity=".85"/>
<path d="M14 132h172l-12 22H26z" fill="#fff" ${o}/><rect x="84" y="136" width="32" height="6" rx="3" fill="${p.ink}"/>`;
    case 'headphones':
      return `<path d="M40 124V100a60 60 0 0 1 120 0v24" fill="none" stroke="${p.ink}" stroke-width="14" stroke-linecap="round"/>
<rect x="26" y="106" width="40" height="70" rx="14" fill="#fff" ${o}/><rect x="134" y="106" width="40" height="70" rx="14" fill="#fff" ${o}/><rect x="36" y="120" width="20" height="42" rx="8" fill="${p.pop}"/><rect x="144" y="120" width="20" height="42" rx="8" fill="${p.pop}"/>`;
    case 'tv':
      return `<rect x="16" y="28" width="168" height="118" rx="10" fill="${p.ink}"/><rect x="26" y="38" width="148" height="98" rx="4" fill="url(#scr)"/><circle cx="150" cy="62" r="12" fill="${p.pop}"/><path d="M34 130l40-44 28 26 24-18 40 36z" fill="#fff" opacity=".85"/>
<path d="M76 146l-12 30h72l-12-30" fill="#fff" ${o}/>`;
    case 'bulb':
      return `<circle cx="100" cy="84" r="58" fill="${p.pop}" opacity=".35"/><path d="M100 30a46 46 0 0 1 28 82c-6 6-8 12-8 20H80c0-8-2-14-8-20a46 46 0 0 1 28-82z" fill="#fef08a" ${o}/>
<path d="M88 132l4-40h16l4 40M86 92h28" fill="none" ${o3}/><rect x="78" y="134" width="44" height="14" rx="4" fill="#fff" ${o}/><rect x="82" y="148" width="36" height="14" rx="4" fill="#fff" ${o}/><path d="M92 166h16" ${st(p.ink, 8)}/>
<path d="M30 84H16M184 84h-14M48 34l-10-10M152 34l10-10" ${o}/>`;
    case 'bricks': {
      const rows: string[] = [];
      for (let r = 0; r < 5; r++) {
        const y = 30 + r * 30;
        const shift = r % 2 ? -24 : 0;
        for (let c = 0; c < 5; c++) {
          const x = 20 + shift + c * 48;
          const x0 = Math.max(20, x);
          const x1 = Math.min(180, x + 44);
          if (x1 - x0 < 10) continue;
          const fill = (r + c) % 3 === 0 ? '#ea580c' : (r + c) % 3 === 1 ? '#c2410c' : '#f97316';
          rows.push(`<rect x="${x0}" y="${y}" width="${x1 - x0}" height="26" rx="3" fill="${fill}" stroke="${p.ink}" stroke-width="3"/>`);
        }
      }
      return rows.join('');
    }
    case 'cement':
      return `<path d="M36 40h128l10 20-6 112a8 8 0 0 1-8 8H40a8 8 0 0 1-8-8L26 60z" fill="#e5e7eb" ${o}/><path d="M26 60h148" ${o}/>
<rect x="50" y="80" width="100" height="60" rx="6" fill="${p.to}" ${o}/><path d="M64 100h72M64 120h48" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="146" cy="158" r="4" fill="${p.ink}"/><circle cx="54" cy="158" r="4" fill="${p.ink}"/>`;
    case 'rebar': {
      const rods: string[] = [];
      for (let i = 0; i < 6; i++) {
        const y = 50 + i * 20;
        rods.push(`<rect x="14" y="${y}" width="172" height="12" rx="6" fill="#94a3b8" stroke="${p.ink}" stroke-width="3"/>`);
        rods.push(`<path d="M${30 + (i % 2) * 6} ${y + 1}` + ' m12 0 l-6 10 m6 -10'.repeat(12) + `" stroke="#475569" stroke-width="2" fill="none"/>`);
      }
      return (
        rods.join('') +
        `<rect x="56" y="42" width="16" height="132" rx="4" fill="${p.pop}" ${o3}/><rect x="128" y="42" width="16" height="132" rx="4" fill="${p.pop}" ${o3}/>`
      );
    }
    case 'paint':
      return `<path d="M40 60h120l-10 116a8 8 0 0 1-8 8H58a8 8 0 0 1-8-8z" fill="#fff" ${o}/><ellipse cx="100" cy="60" rx="60" ry="14" fill="${p.to}" ${o}/>
<path d="M60 64v36a8 8 0 0 0 16 0V70M120 70v50a8 8 0 0 0 16 0V64" fill="${p.to}"/><rect x="62" y="118" width="76" height="36" rx="6" fill="${p.pop}" ${o3}/><path d="M40 60c0-40 120-40 120 0" fill="none" ${o}/>`;
    case 'tap':
      return `<rect x="20" y="40" width="30" height="50" rx="6" fill="#cbd5e1" ${o}/><path d="M50 52h80a30 30 0 0 1 30 30v14h-30V84H50z" fill="#e2e8f0" ${o}/><rect x="76" y="26" width="30" height="16" rx="4" fill="${p.pop}" ${o}/><path d="M91 42v10" ${o}/>
<path d="M145 104c-10 18-14 28-14 36a14 14 0 0 0 28 0c0-8-4-18-14-36z" fill="#38bdf8" ${o3}/><path d="M136 170c-8 8 32 8 24 0" fill="none" stroke="#38bdf8" stroke-width="4"/>`;
    case 'tiles': {
      const t: string[] = [];
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 3; c++) {
          const x = 28 + c * 50;
          const y = 28 + r * 50;
          const alt = (r + c) % 2 === 0;
          t.push(`<rect x="${x}" y="${y}" width="46" height="46" rx="3" fill="${alt ? '#fff' : p.to}" stroke="${p.ink}" stroke-width="3"/>`);
          t.push(`<path d="M${x + 23} ${y + 8}l15 15-15 15-15-15z" fill="${alt ? p.pop : '#fff'}" opacity=".9"/>`);
        }
      return t.join('');
    }
    case 'bowl':
      return `<path d="M70 46c-10-12 10-20 0-32M100 46c-10-12 10-20 0-32M130 46c-10-12 10-20 0-32" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="100" cy="92" rx="84" ry="18" fill="${p.pop}" ${o}/><circle cx="74" cy="86" r="8" fill="#fef3c7"/><circle cx="112" cy="84" r="7" fill="#fb923c"/><circle cx="132" cy="92" r="6" fill="#fef3c7"/>
<path d="M16 92c0 50 38 80 84 80s84-30 84-80" fill="#fff" ${o}/><path d="M36 120h128" stroke="${p.to}" stroke-width="6" stroke-dasharray="12 8"/><rect x="72" y="170" width="56" height="12" rx="6" fill="${p.ink}"/>`;
    case 'sweets':
      return `<path d="M20 96h160v74a10 10 0 0 1-10 10H30a10 10 0 0 1-10-10z" fill="#fff" ${o}/><path d="M14 80h172v20H14z" fill="${p.pop}" ${o}/>
<circle cx="58" cy="80" r="22" fill="#fb923c" ${o}/><circle cx="100" cy="72" r="24" fill="#fbbf24" ${o}/><circle cx="142" cy="80" r="22" fill="#fb923c" ${o}/>
<path d="M48 74l4 4M94 66l4 4M106 76l4 4M136 74l4 4" stroke="#fff" stroke-width="3" stroke-linecap="round"/><path d="M60 138h80" stroke="${p.to}" stroke-width="8" stroke-linecap="round"/>`;
    case 'gift':
      return `<rect x="30" y="80" width="140" height="100" rx="6" fill="#fff" ${o}/><rect x="20" y="56" width="160" height="32" rx="6" fill="${p.to}" ${o}/>
<rect x="88" y="56" width="24" height="124" fill="${p.pop}" ${o3}/><path d="M100 54c-30-40-64-20-44 0zM100 54c30-40 64-20 44 0z" fill="${p.pop}" ${o}/>`;
    case 'diya':
      return `<path d="M100 30c-16 22-18 40 0 54 18-14 16-32 0-54z" fill="#fde047" ${o3}/><path d="M100 50c-6 10-6 20 0 28 6-8 6-18 0-28z" fill="#f97316"/>
<path d="M20 100c20 50 140 50 160 0z" fill="${p.pop}" ${o}/><path d="M20 100c40 12 120 12 160 0" fill="none" ${o}/><path d="M50 122l10 8M80 128l6 8M114 136l6-8M144 128l8-8" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
<ellipse cx="100" cy="160" rx="50" ry="10" fill="${p.ink}" opacity=".35"/>`;
  }
}

export interface ArtworkInput {
  /** Big text: the product or shop name. */
  title: string;
  /** Small text above the title, e.g. the category or the city. */
  caption: string;
  /** Shop or product category: picks the colours (and the icon when none is given). */
  category: string;
  icon?: IconKey;
  /** Shops get a market-stall awning along the top. */
  awning?: boolean;
}

/** An 800×600 SVG illustration. Deterministic: the same input gives the same SVG, hence the same image. */
export function artworkSvg(input: ArtworkInput): string {
  const p = PALETTES[input.category] ?? PALETTES.Other!;
  const key = input.icon ?? CATEGORY_ICON[input.category] ?? 'gift';
  const lines = wrapName(input.title, 24);
  const size = lines.length === 1 ? 46 : 38;
  const textY = lines.length === 1 ? 528 : 498;
  const awning = input.awning
    ? Array.from({ length: 10 }, (_, i) => {
        const x = i * 80;
        return `<path d="M${x} 0h80v54a20 20 0 0 1-40 0 20 20 0 0 1-40 0z" fill="${i % 2 ? '#fff' : p.ink}" opacity="${i % 2 ? 0.95 : 0.9}"/>`;
      }).join('')
    : '';
  const iconY = input.awning ? 82 : 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.pop}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="90" cy="110" r="120" fill="#fff" opacity=".12"/><circle cx="720" cy="80" r="90" fill="#fff" opacity=".1"/><circle cx="700" cy="420" r="160" fill="#000" opacity=".06"/>
<circle cx="400" cy="${iconY + 160}" r="210" fill="url(#glow)"/>
${awning}
<g transform="translate(${400 - 160} ${iconY}) scale(1.6)">${icon(key, p)}</g>
<rect x="40" y="${lines.length === 1 ? 444 : 420}" width="720" height="${lines.length === 1 ? 124 : 148}" rx="22" fill="#fff" opacity=".92"/>
<text x="400" y="${lines.length === 1 ? 474 : 454}" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="bold" letter-spacing="3" fill="${p.to}">${escapeXml(input.caption.toUpperCase())}</text>
${lines.map((l, i) => `<text x="400" y="${textY + i * (size + 8)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${p.ink}">${escapeXml(l)}</text>`).join('\n')}
</svg>`;
}
