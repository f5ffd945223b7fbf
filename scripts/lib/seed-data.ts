import type { DiscountCode, ShippingZone } from '@pedalworks/domain/pricing';
import type { Review, ToolInput, ToolOption } from '@pedalworks/domain/types';
import { totalStock } from '@pedalworks/domain/variants';

/** The seed's sold-out variant: the hex key's 5 mm, for which the demo rider waits. */
export const SEED_SOLD_OUT_VARIANT = 'hex-5';

/** With an option, a tool's stock is the sum of its variants'. */
type SeedTool = Omit<ToolInput, 'img' | 'availableQuantity'> & {
  _id: string;
  img?: string;
  availableQuantity?: number;
  option?: ToolOption;
};

const seedTools: SeedTool[] = [
  {
    _id: 'chain-checker',
    category: 'drivetrain',
    name: 'Pro Chain Wear Checker',
    price: 12.5,
    minimumOrder: 2,
    availableQuantity: 240,
    description:
      'Go/no-go gauge for 0.5 % and 0.75 % chain stretch on 9 to 12 speed drivetrains. Steel, pocket sized.',
  },
  {
    _id: 'torque-wrench',
    category: 'workshop',
    name: 'Torque Wrench 2-15 Nm',
    price: 89,
    minimumOrder: 1,
    availableQuantity: 60,
    description:
      'Click-type torque wrench with a 1/4" drive and eight bits, accurate to 4 % for carbon stems and seatposts.',
  },
  // Sizes and fits (issue 46): three tools with an option; the hex key's 5 mm is sold out.
  {
    _id: 'hex-key-set',
    category: 'multi-tools-keys',
    name: 'Ball-End Hex Key',
    price: 6,
    minimumOrder: 1,
    description: 'A long-arm hex key with a ball end that turns bolts at an angle.',
    option: {
      name: 'Size',
      variants: [
        { id: 'hex-2', value: '2 mm', stock: 40 },
        { id: 'hex-2-5', value: '2.5 mm', stock: 35 },
        { id: 'hex-3', value: '3 mm', stock: 50 },
        { id: 'hex-4', value: '4 mm', stock: 60 },
        { id: SEED_SOLD_OUT_VARIANT, value: '5 mm', stock: 0 },
        { id: 'hex-6', value: '6 mm', stock: 45 },
        { id: 'hex-8', value: '8 mm', stock: 20, price: 8 },
        { id: 'hex-10', value: '10 mm', stock: 12, price: 9.5 },
      ],
    },
  },
  {
    _id: 'floor-pump',
    category: 'pumps-inflation',
    name: 'Floor Pump with Gauge',
    price: 45,
    minimumOrder: 1,
    availableQuantity: 75,
    description:
      'Steel barrel pump to 160 psi with a top-mounted gauge and a head that fits Presta and Schrader valves.',
  },
  {
    _id: 'tire-levers',
    category: 'wheels-tyres',
    name: 'Tire Levers (3-pack)',
    price: 6,
    minimumOrder: 5,
    availableQuantity: 500,
    description: 'Nylon levers that will not scratch carbon or alloy rims.',
  },
  {
    _id: 'cassette-lockring-tool',
    category: 'drivetrain',
    name: 'Cassette Lockring Tool',
    price: 15,
    minimumOrder: 2,
    availableQuantity: 120,
    description:
      'Removes Shimano HG and SRAM cassette lockrings and Center Lock rotors; takes a 24 mm wrench or a 1/2" drive.',
  },
  {
    _id: 'chain-whip',
    category: 'drivetrain',
    name: 'Chain Whip',
    price: 19,
    minimumOrder: 1,
    description: 'Holds the cassette while you loosen the lockring; choose the chain it fits.',
    option: {
      name: 'Speeds',
      variants: ['8', '9', '10', '11', '12'].map((speeds, index) => ({
        id: `whip-${speeds}`,
        value: speeds,
        stock: 10 + index * 5,
      })),
    },
  },
  {
    _id: 'cone-wrench',
    category: 'wheels-tyres',
    name: 'Cone Wrench',
    price: 9,
    minimumOrder: 1,
    img: '/tools/spoke-wrench-set.svg',
    description: 'A thin, hardened wrench for adjusting hub cones and locknuts.',
    option: {
      name: 'Size',
      variants: ['13', '14', '15', '16', '17', '18'].map((size) => ({
        id: `cone-${size}`,
        value: `${size} mm`,
        stock: 25,
        ...(Number(size) >= 17 ? { price: 11 } : {}),
      })),
    },
  },
  {
    _id: 'spoke-wrench-set',
    category: 'wheels-tyres',
    name: 'Spoke Wrench Set',
    price: 11,
    minimumOrder: 4,
    availableQuantity: 300,
    description:
      'Three colour-coded spoke keys (3.23, 3.30 and 3.45 mm) with four-sided grip that keeps nipples from rounding.',
  },
  {
    _id: 'bottom-bracket-tool',
    category: 'bottom-brackets-headsets',
    name: 'Bottom Bracket Tool',
    price: 22,
    minimumOrder: 1,
    availableQuantity: 45,
    description: 'Fits Hollowtech II, GXP and most external-cup bottom brackets.',
  },
  {
    _id: 'cable-cutter',
    category: 'brakes',
    name: 'Cable and Housing Cutter',
    price: 29,
    minimumOrder: 1,
    availableQuantity: 70,
    description:
      'Hardened jaws cut brake and shift housing cleanly without crushing the liner, plus a crimp for cable ends.',
  },
  {
    _id: 'mini-multi-tool',
    category: 'multi-tools-keys',
    name: 'Mini Multi-Tool 18-in-1',
    price: 32,
    minimumOrder: 2,
    availableQuantity: 150,
    description: 'Hex, Torx, screwdrivers, chain breaker and spoke keys in 140 grams.',
  },
  {
    _id: 'repair-stand',
    category: 'workshop',
    name: 'Home Repair Stand',
    price: 149,
    minimumOrder: 1,
    availableQuantity: 25,
    description:
      'Folding aluminium stand with a 360-degree rotating clamp, height from 100 to 160 cm and a magnetic tool tray.',
  },
  {
    _id: 'tubeless-repair-kit',
    category: 'wheels-tyres',
    name: 'Tubeless Repair Kit',
    price: 18,
    minimumOrder: 3,
    availableQuantity: 200,
    description: 'Reamer, insertion fork and ten sticky plugs for trail-side fixes.',
  },
  {
    _id: 'chain-breaker',
    category: 'drivetrain',
    name: 'Chain Breaker Tool',
    price: 17,
    minimumOrder: 2,
    availableQuantity: 110,
    description:
      'Pushes pins on 1 to 12 speed chains and keeps a spare quick link in the handle for when you need it most.',
  },
  {
    _id: 'brake-bleed-kit',
    category: 'brakes',
    name: 'Hydraulic Brake Bleed Kit',
    price: 34,
    minimumOrder: 1,
    availableQuantity: 40,
    description:
      'Syringes, hoses and adapters to bleed Shimano and SRAM hydraulic disc brakes with mineral oil or DOT fluid.',
  },
  {
    _id: 'headset-press',
    category: 'bottom-brackets-headsets',
    name: 'Headset Cup Press',
    price: 79,
    minimumOrder: 1,
    availableQuantity: 15,
    description:
      'Presses headset cups and press-fit bottom bracket bearings in straight and square.',
  },
  {
    _id: 'chain-cleaner',
    category: 'cleaning-lube',
    name: 'Wax Chain Lube and Degreaser Set',
    price: 18.5,
    minimumOrder: 2,
    availableQuantity: 90,
    description:
      'Biodegradable degreaser, a chain scrubber and a wax lube that keeps the drivetrain clean in the dry.',
  },
  // Sold out (issue 35): its page offers 'E-mail me when it is back', and the demo rider waits.
  {
    _id: 'pressure-gauge',
    category: 'pumps-inflation',
    name: 'Digital Tyre Pressure Gauge',
    price: 24,
    minimumOrder: 1,
    availableQuantity: 0,
    description:
      'Reads Presta and Schrader valves to 0.1 psi, with a bleed button to set tubeless pressures exactly.',
  },
];

/** Each image is an SVG the web app serves from /tools/, by default named by the tool's id. */
export const SEED_TOOLS: (ToolInput & { _id: string; option?: ToolOption })[] = seedTools.map(
  ({ _id, img, availableQuantity, ...tool }) => ({
    _id,
    ...tool,
    img: img ?? `/tools/${_id}.svg`,
    availableQuantity: tool.option ? totalStock(tool.option.variants) : availableQuantity!,
  }),
);

export const SEED_PASSWORD = 'pedalworks';

export const SEED_USERS = [
  {
    uid: 'seed-admin',
    email: 'admin@pedalworks.test',
    name: 'Ava Admin',
    admin: true,
    role: 'admin',
    profile: { education: 'BSc Mechanical Engineering', city: 'Portland', district: 'Multnomah' },
  },
  {
    uid: 'seed-rider',
    email: 'rider@pedalworks.test',
    name: 'Riley Rider',
    admin: false,
    role: null,
    profile: { education: 'BA Geography', city: 'Boulder', district: 'Boulder County' },
  },
  {
    uid: 'seed-packer',
    email: 'packer@pedalworks.test',
    name: 'Pat Packer',
    admin: false,
    role: 'fulfilment',
    profile: { education: '', city: 'Portland', district: 'Multnomah' },
  },
  {
    uid: 'seed-editor',
    email: 'editor@pedalworks.test',
    name: 'Eddie Editor',
    admin: false,
    role: 'catalogue',
    profile: { education: '', city: 'Portland', district: 'Multnomah' },
  },
  {
    uid: 'seed-support',
    email: 'support@pedalworks.test',
    name: 'Sam Support',
    admin: false,
    role: 'support',
    profile: { education: '', city: 'Portland', district: 'Multnomah' },
  },
] as const;

/**
 * The demo's own history in the audit log (fixed ids): a shipment, a restock and a refund with
 * its reason, by the staff accounts above, `daysAgo` before the seed runs.
 */
export const SEED_AUDIT = [
  {
    _id: 'seed-shipment',
    actor: 'seed-packer',
    daysAgo: 1,
    action: 'order.ship',
    target: 'orders/demo-rider-shipped',
    before: { status: 'paid', shipment: null },
    after: {
      status: 'shipped',
      shipment: { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
    },
    reason: null,
  },
  {
    _id: 'seed-restock',
    actor: 'seed-editor',
    daysAgo: 2,
    action: 'tool.stock',
    target: 'tools/torque-wrench',
    before: { variantId: null, stock: 48 },
    after: { variantId: null, stock: 60 },
    reason: 'Delivery from the wholesaler',
  },
  {
    _id: 'seed-refund',
    actor: 'seed-support',
    daysAgo: 3,
    action: 'order.refund',
    target: 'orders/demo-order-005',
    before: { refundReason: null, owedRefundCents: null },
    after: { refundReason: 'Arrived too late for the race', owedRefundCents: 4500 },
    reason: 'Arrived too late for the race',
  },
] as const;

/** Demo reviews of made-up customers: public fields only (no e-mail). */
export const SEED_REVIEWS: Pick<Review, '_id' | 'name' | 'rate' | 'review'>[] = [
  {
    _id: 'review-1',
    name: 'Marta Kowalska',
    rate: 5,
    review: 'The torque wrench clicks exactly where it should. My carbon seatpost thanks you.',
  },
  {
    _id: 'review-2',
    name: 'Daniel Okafor',
    rate: 4,
    review: 'Fast shipping and the chain checker saved me a cassette. Would order again.',
  },
  {
    _id: 'review-3',
    name: 'Lena Fischer',
    rate: 5,
    review: 'The repair stand folds flat and still holds my gravel bike rock steady.',
  },
  {
    _id: 'review-4',
    name: 'Sam Rivera',
    rate: 4,
    review: 'Tubeless plugs worked on the trail in under two minutes. Great kit.',
  },
];

/** The demo rider's saved tools (the hearts of /dashboard/saved) and their back-in-stock wait. */
export const SEED_SAVED_TOOLS = ['torque-wrench', 'repair-stand', 'pressure-gauge'] as const;
export const SEED_STOCK_WAIT = { toolId: 'pressure-gauge', uid: 'seed-rider' } as const;
export const SEED_VARIANT_WAIT = {
  toolId: 'hex-key-set',
  variantId: SEED_SOLD_OUT_VARIANT,
  uid: 'seed-rider',
} as const;

/** The demo rider's shipped order, for My Orders, its timeline and Manage Orders. */
export const SEED_SHIPPED_ORDER = {
  _id: 'demo-rider-shipped',
  toolId: 'torque-wrench',
  uid: 'seed-rider',
  shipment: { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
} as const;

/** Shipping in the test runs: free at home, so that every amount is the tools' price. */
export const SEED_SHIPPING_ZONES = [
  {
    _id: 'home',
    name: 'United States',
    countries: ['US'],
    rateCents: 0,
    freeFromCents: null,
    fallback: false,
  },
] satisfies (ShippingZone & { _id: string })[];

/** The demo's shipping (npm start; the README's demo table): home, and the rest of the world. */
export const DEMO_SHIPPING_ZONES = [
  { ...SEED_SHIPPING_ZONES[0]!, rateCents: 695, freeFromCents: 7500 },
  {
    _id: 'world',
    name: 'Rest of the world',
    countries: [],
    rateCents: 2495,
    freeFromCents: 20_000,
    fallback: true,
  },
] satisfies (ShippingZone & { _id: string })[];

export const DEMO_DISCOUNT_CODE = {
  code: 'PEDAL10',
  kind: 'percent',
  amount: 10,
  minSubtotalCents: null,
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  categories: null,
  paused: false,
} satisfies DiscountCode & { code: string };
