import type { Category } from './constants';

/**
 * The demo catalogue the seed creates (services/src/shop/seed.ts): the club's own merchandise
 * and training gear under the invented NOLA Sports brand. Each picture is drawn by
 * `npx tsx scripts/generate-media.ts shop` under the product's slug. Stock is mostly plenty,
 * with a few variants low and a few sold out, so the shop shows every stock state.
 */

export type DemoVariant = {
  sku: string;
  size: string;
  colour: string;
  /** Null: the product's price. */
  priceCents: number | null;
  stock: number;
};

export type DemoProduct = {
  slug: string;
  name: string;
  description: string;
  category: Category;
  priceCents: number;
  image: string;
  variants: readonly DemoVariant[];
};

const product = (fields: Omit<DemoProduct, 'image'>): DemoProduct => ({
  ...fields,
  image: `/media/shop/${fields.slug}.webp`,
});

/** A size's part of a SKU: `31 in / -3` → `31-3`, `11.5 in RHT` → `115-RHT`, `One size` → `OS`. */
const sizeCode = (size: string) =>
  size === 'One size'
    ? 'OS'
    : size
        .replace(/ in\b/g, '')
        .replace(/\./g, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .toUpperCase();

/** One colour in several sizes, each with its stock; the SKU is the stem and the size's code. */
const sizes = (
  stem: string,
  colour: string,
  stock: Record<string, number>,
  priceCents: number | null = null,
): DemoVariant[] =>
  Object.entries(stock).map(([size, units]) => ({
    sku: `${stem}-${sizeCode(size)}`,
    size,
    colour,
    priceCents,
    stock: units,
  }));

const YOUTH_TEE_CENTS = 2600;

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // ── caps ──
  product({
    slug: 'crescent-city-snapback',
    name: 'Crescent City Snapback',
    description:
      'Structured six-panel snapback in navy with a red flat brim, a green under-visor and a raised NOLA mark on the front. Adjustable snap strap.',
    category: 'caps',
    priceCents: 3200,
    variants: sizes('NS-CAP-CCS-NVY', 'Navy / Red', { Adult: 42, Youth: 3 }),
  }),
  product({
    slug: 'fleur-de-lis-dad-cap',
    name: 'Fleur-de-Lis Dad Cap',
    description:
      'Unstructured washed-cotton cap with a curved brim, an embroidered fleur-de-lis and a buckle strap at the back.',
    category: 'caps',
    priceCents: 2600,
    variants: [
      ...sizes('NS-CAP-FDL-RED', 'Washed red', { 'One size': 35 }),
      ...sizes('NS-CAP-FDL-NVY', 'Navy', { 'One size': 0 }),
    ],
  }),
  product({
    slug: 'rise-higher-trucker-cap',
    name: 'Rise Higher Trucker Cap',
    description:
      'Foam-front trucker cap with a breathable navy mesh back, a curved navy brim and the club crest on the front. Snap closure.',
    category: 'caps',
    priceCents: 2800,
    variants: sizes('NS-CAP-RHT-CHK', 'Chalk / Navy', { Adult: 24, Youth: 12 }),
  }),

  // ── shirts ──
  product({
    slug: 'nola-100-performance-tee',
    name: 'NOLA 100 Performance Tee',
    description:
      'Lightweight, quick-drying polyester training tee in navy with the NOLA 100 print on the chest and a tagless collar. Made for hot afternoon practices.',
    category: 'shirts',
    priceCents: 3000,
    variants: [
      ...sizes('NS-TEE-N100-NVY', 'Navy', { YS: 18, YM: 22, YL: 15 }, YOUTH_TEE_CENTS),
      ...sizes('NS-TEE-N100-NVY', 'Navy', { S: 30, M: 45, L: 38, XL: 0 }),
    ],
  }),
  product({
    slug: 'crescent-city-crest-tee',
    name: 'Crescent City Crest Tee',
    description:
      'Soft ring-spun cotton tee in chalk with the club crest printed on the chest. A relaxed fit for game days in the stands.',
    category: 'shirts',
    priceCents: 2600,
    variants: [
      ...sizes('NS-TEE-CCC-CHK', 'Chalk', { YS: 12, YM: 16, YL: 14 }, 2200),
      ...sizes('NS-TEE-CCC-CHK', 'Chalk', { S: 26, M: 2, L: 33, XL: 19 }),
    ],
  }),
  product({
    slug: 'nola-sports-raglan-tee',
    name: 'NOLA Sports Raglan Tee',
    description:
      'Classic three-quarter-sleeve baseball raglan: a chalk body, navy sleeves and collar, and a red fleur-de-lis over the NOLA wordmark.',
    category: 'shirts',
    priceCents: 3200,
    variants: sizes('NS-TEE-RAG-CHK', 'Chalk / Navy', { S: 20, M: 26, L: 1, XL: 15 }),
  }),
  product({
    slug: 'rise-higher-long-sleeve',
    name: 'Rise Higher Long-Sleeve Training Shirt',
    description:
      'Long-sleeve performance shirt in red with ribbed cuffs and a small fleur-de-lis on the chest. Layers under a jersey on cool mornings.',
    category: 'shirts',
    priceCents: 3600,
    variants: [
      ...sizes('NS-LS-RH-RED', 'Red', { YM: 10, YL: 11 }, 3200),
      ...sizes('NS-LS-RH-RED', 'Red', { S: 17, M: 28, L: 24, XL: 13 }),
    ],
  }),

  // ── hoodies ──
  product({
    slug: 'nola-sports-pullover-hoodie',
    name: 'NOLA Sports Pullover Hoodie',
    description:
      'Midweight fleece pullover in navy with a red-trimmed hood, chalk drawcords, a kangaroo pocket and the club crest on the chest.',
    category: 'hoodies',
    priceCents: 5800,
    variants: [
      ...sizes('NS-HD-PO-NVY', 'Navy', { YS: 0, YM: 14, YL: 16 }, 4800),
      ...sizes('NS-HD-PO-NVY', 'Navy', { S: 20, M: 31, L: 27, XL: 12 }),
    ],
  }),
  product({
    slug: 'crescent-city-zip-hoodie',
    name: 'Crescent City Zip Hoodie',
    description:
      'Heather-grey full-zip fleece with a navy-trimmed hood, two front pockets and a small crest on the left chest.',
    category: 'hoodies',
    priceCents: 6400,
    variants: sizes('NS-HD-ZIP-GRY', 'Heather grey', { S: 15, M: 22, L: 19, XL: 12 }),
  }),
  product({
    slug: 'dugout-quarter-zip',
    name: 'Dugout Quarter-Zip Pullover',
    description:
      'Brushed-back quarter-zip pullover in red with a stand-up collar and a fleur-de-lis on the chest. Warm enough for the dugout in February.',
    category: 'hoodies',
    priceCents: 6200,
    variants: sizes('NS-QZ-DUG-RED', 'Red', { S: 11, M: 0, L: 18, XL: 10 }),
  }),

  // ── bats ──
  product({
    slug: 'bayou-maple-wood-bat',
    name: 'Bayou Maple Wood Bat',
    description:
      'Adult maple bat with a natural barrel, a black handle and a cupped end. Wood bats come at a -3 drop: choose your usual length.',
    category: 'bats',
    priceCents: 12900,
    variants: sizes('NS-BAT-BAY', 'Natural / Black', {
      '31 in / -3': 12,
      '32 in / -3': 16,
      '33 in / -3': 4,
      '34 in / -3': 0,
    }),
  }),
  product({
    slug: 'levee-alloy-bat',
    name: 'Levee Alloy Youth Bat',
    description:
      "One-piece alloy youth bat with a navy and red barrel and a cushioned grip, at a -10 drop. Check your league's bat rules before you buy.",
    category: 'bats',
    priceCents: 8900,
    variants: sizes('NS-BAT-LEV', 'Navy / Silver', {
      '28 in / -10': 14,
      '29 in / -10': 21,
      '30 in / -10': 17,
      '31 in / -10': 11,
    }),
  }),
  product({
    slug: 'coaches-fungo-bat',
    name: "Coach's Fungo Bat",
    description:
      'Long, light ash fungo with a taped navy handle, for hitting ground balls and fly balls in practice.',
    category: 'bats',
    priceCents: 6900,
    variants: sizes('NS-BAT-FUN', 'Natural', { '34 in': 12, '35 in': 14, '36 in': 10 }),
  }),

  // ── gloves ──
  product({
    slug: 'french-quarter-infield-glove',
    name: 'French Quarter Infield Glove',
    description:
      'Tan leather infield glove with an H-web and a shallow pocket for quick transfers. It comes stiff: plan on a few weeks of catch to break it in. RHT is worn on the left hand.',
    category: 'gloves',
    priceCents: 8900,
    variants: sizes('NS-GLV-FQ-TAN', 'Tan', {
      '11.25 in RHT': 13,
      '11.5 in RHT': 18,
      '11.75 in RHT': 10,
      '11.5 in LHT': 11,
    }),
  }),
  product({
    slug: 'lakefront-outfield-glove',
    name: 'Lakefront Outfield Glove',
    description:
      'Black leather outfield glove with tan laces, a basket web and a deep pocket. RHT is worn on the left hand.',
    category: 'gloves',
    priceCents: 9900,
    variants: sizes('NS-GLV-LF-BLK', 'Black / Tan', {
      '12.5 in RHT': 10,
      '12.75 in RHT': 10,
      '12.75 in LHT': 2,
    }),
  }),
  product({
    slug: 'bullpen-catchers-mitt',
    name: "Bullpen Catcher's Mitt",
    description:
      "Dark brown catcher's mitt with red laces, a thick padded rim and a closed web. 32.5 in suits younger catchers, 33.5 in older ones.",
    category: 'gloves',
    priceCents: 11900,
    variants: [
      ...sizes('NS-MITT-BP-BRN', 'Dark brown', { '32.5 in RHT': 10 }, 10900),
      ...sizes('NS-MITT-BP-BRN', 'Dark brown', { '33.5 in RHT': 12, '33.5 in LHT': 0 }),
    ],
  }),
  product({
    slug: 'nola-batting-gloves',
    name: 'NOLA Batting Gloves',
    description:
      'A pair of chalk leather batting gloves with a perforated navy back panel and a red hook-and-loop wrist strap.',
    category: 'gloves',
    priceCents: 3400,
    variants: [
      ...sizes('NS-BG-CHK', 'Chalk / Navy', { YS: 12, YM: 15, YL: 1 }, 2800),
      ...sizes('NS-BG-CHK', 'Chalk / Navy', { S: 18, M: 25, L: 22, XL: 11 }),
    ],
  }),

  // ── training gear ──
  product({
    slug: 'pro-batting-tee',
    name: 'Pro Batting Tee',
    description:
      'A heavy rubber home-plate base and a two-part stem that twists to lock at the height you want, with a flexible topper. Ball not included.',
    category: 'training',
    priceCents: 4900,
    variants: sizes('NS-TEE-PRO', 'Black', { 'One size': 18 }),
  }),
  product({
    slug: 'weighted-training-balls',
    name: 'Weighted Training Ball Set',
    description:
      "Six soft-shell weighted balls from 5 oz to 64 oz, colour-coded by weight, for throwing drills. Use them with a coach's throwing plan.",
    category: 'training',
    priceCents: 4500,
    variants: sizes('NS-WB', 'Multi', { 'Set of 6': 2 }),
  }),
  product({
    slug: 'resistance-band-set',
    name: 'Resistance Band Set',
    description:
      'Five flat loop bands from light to extra-heavy (the dots on each band tell them apart), for warm-ups and arm care.',
    category: 'training',
    priceCents: 2800,
    variants: sizes('NS-RB', 'Multi', { 'Set of 5': 40 }),
  }),
  product({
    slug: 'catchers-gear-bag',
    name: "Catcher's Wheeled Gear Bag",
    description:
      "Wheeled bag with room for a full set of catcher's gear, a telescoping handle, two bat sleeves and a zipped front pocket.",
    category: 'training',
    priceCents: 7900,
    variants: [
      ...sizes('NS-BAG-CW-NVY', 'Navy', { 'One size': 11 }),
      ...sizes('NS-BAG-CW-BLK', 'Black', { 'One size': 0 }),
    ],
  }),
  product({
    slug: 'batting-helmet',
    name: 'Batting Helmet',
    description:
      'Glossy navy batting helmet with top vents and a single ear flap on the left, for right-handed batters. Youth fits hat sizes 6 1/4 to 7, adult 6 7/8 to 7 5/8.',
    category: 'training',
    priceCents: 5400,
    variants: [
      ...sizes('NS-HLM-NVY', 'Navy', { Youth: 14 }, 4900),
      ...sizes('NS-HLM-NVY', 'Navy', { Adult: 3 }),
    ],
  }),
];
