/** The demo catalogue: categories, services and their packages, with plausible kwacha prices. */
/** A demo package; its length in minutes is the packages' default (two hours) unless its description names other hours. */
type Tier = [name: string, description: string, priceKwacha: number, depositKwacha: number, lengthMinutes?: number];

/** How long a demo package's job takes: what its description says (demo-catalogue.test.ts checks that they agree). */
export function tierLength(tier: Tier): number {
  return tier[4] ?? 120;
}

export type DemoCategory = { name: string; suggestedServiceName: string; description: string; commissionPercent: number };

export const demoCategories: DemoCategory[] = [
  {
    name: 'Cleaning',
    suggestedServiceName: 'Home Cleaning',
    description: 'Homes and offices cleaned by vetted teams.',
    commissionPercent: 15,
  },
  { name: 'Plumbing', suggestedServiceName: 'Plumbing Repairs', description: 'Leaks, geysers, taps and drains.', commissionPercent: 15 },
  {
    name: 'Electrical',
    suggestedServiceName: 'Electrical Repairs',
    description: 'Wiring, sockets, lighting and ZESCO meter issues.',
    commissionPercent: 15,
  },
  {
    name: 'Beauty & Grooming',
    suggestedServiceName: 'Hair & Beauty',
    description: 'Salon services at home or in the salon.',
    commissionPercent: 20,
  },
  {
    name: 'Moving',
    suggestedServiceName: 'Home Moving',
    description: 'Packing, loading and transport within and between cities.',
    commissionPercent: 12,
  },
  { name: 'Gardening', suggestedServiceName: 'Garden Care', description: 'Lawns, hedges and yard clean-ups.', commissionPercent: 15 },
  {
    name: 'Appliance Repair',
    suggestedServiceName: 'Appliance Repair',
    description: 'Fridges, stoves, washing machines and TVs.',
    commissionPercent: 15,
  },
];

/** The spec's default package templates: Basic (mandatory), Standard, Pro at price 0. */
export const defaultPackageNames = ['Basic', 'Standard', 'Pro'];

/** `icon` names the Tabler icon at the centre of the service's picture (see demo-pictures.ts). */
export type DemoService = {
  name: string;
  category: string;
  city: string;
  areas: string[];
  description: string;
  tiers: Tier[];
  icon: string;
  featured?: boolean;
  mobile?: boolean;
};

export const demoServices: DemoService[] = [
  {
    name: 'Home Deep Cleaning',
    icon: 'home',
    category: 'Cleaning',
    city: 'Lusaka',
    areas: ['Kabulonga', 'Woodlands', 'Rhodes Park'],
    featured: true,
    mobile: true,
    description: 'A top-to-bottom clean of your home: kitchen, bathrooms, floors, windows and cupboards.',
    tiers: [
      ['Basic', 'Up to 2 bedrooms, 4 hours', 450, 100, 240],
      ['Standard', 'Up to 3 bedrooms, 6 hours', 750, 150, 360],
      ['Pro', 'Up to 5 bedrooms, 8 hours, 3 cleaners', 1200, 250, 480],
    ],
  },
  {
    name: 'Office Cleaning',
    icon: 'building',
    category: 'Cleaning',
    city: 'Lusaka',
    areas: ['Rhodes Park', 'Olympia'],
    description: 'Evening or weekend cleaning for small offices.',
    tiers: [
      ['Basic', 'Up to 100 m², one visit', 600, 150],
      ['Standard', 'Up to 250 m², one visit', 1100, 250],
      ['Pro', 'Weekly visits for a month', 3800, 800],
    ],
  },
  {
    name: 'Carpet & Sofa Cleaning',
    icon: 'sofa',
    category: 'Cleaning',
    city: 'Kitwe',
    areas: ['Parklands', 'Riverside'],
    mobile: true,
    description: 'Steam cleaning of carpets, rugs and upholstery.',
    tiers: [
      ['Basic', 'One 3-seater sofa', 350, 80],
      ['Standard', 'Lounge suite and one rug', 650, 150],
      ['Pro', 'Whole house carpets and suites', 1500, 300],
    ],
  },
  {
    name: 'Leak & Tap Repair',
    icon: 'droplet',
    category: 'Plumbing',
    city: 'Lusaka',
    areas: ['Chelston', 'Avondale', 'Kalingalinga'],
    mobile: true,
    description: 'Fixing dripping taps, leaking pipes and running toilets.',
    tiers: [
      ['Basic', 'One tap or toilet', 250, 50],
      ['Standard', 'Up to three fixtures', 550, 100],
      ['Pro', 'Bathroom re-plumb, parts extra', 1800, 400],
    ],
  },
  {
    name: 'Blocked Drain Clearing',
    icon: 'bath',
    category: 'Plumbing',
    city: 'Lusaka',
    areas: ['Woodlands', 'Kabulonga', 'Roma'],
    mobile: true,
    description: 'Clearing blocked sinks, toilets and outside drains, with a camera check when needed.',
    tiers: [
      ['Basic', 'One sink or toilet', 200, 50],
      ['Standard', 'Outside drain with rodding', 450, 100],
      ['Pro', 'Camera inspection and high-pressure jetting', 1100, 250],
    ],
  },
  {
    name: 'Geyser Installation',
    icon: 'flame',
    category: 'Plumbing',
    city: 'Ndola',
    areas: ['Northrise', 'Kansenshi'],
    description: 'Installing or replacing electric and solar geysers.',
    tiers: [
      ['Basic', 'Replace element and thermostat', 400, 100],
      ['Standard', '100 L geyser installation', 900, 200],
      ['Pro', '200 L geyser with pressure valve', 1600, 350],
    ],
  },
  {
    name: 'House Wiring & Sockets',
    icon: 'plug',
    category: 'Electrical',
    city: 'Lusaka',
    areas: ['Roma', 'Olympia', 'Woodlands'],
    description: 'New sockets, light fittings and fault finding by a certified electrician.',
    tiers: [
      ['Basic', 'Fault finding, one hour', 300, 60, 60],
      ['Standard', 'Up to 5 sockets or lights', 700, 150],
      ['Pro', 'Rewiring of one room', 2500, 500],
    ],
  },
  {
    name: 'Solar Backup Setup',
    icon: 'battery-charging',
    category: 'Electrical',
    city: 'Kitwe',
    areas: ['Nkana East', 'Chimwemwe'],
    featured: true,
    description: 'Inverter and battery backup for load-shedding hours.',
    tiers: [
      ['Basic', 'Site assessment and quote', 200, 50],
      ['Standard', '1.5 kVA inverter installation', 1500, 300],
      ['Pro', '5 kVA hybrid system installation', 4500, 900],
    ],
  },
  {
    name: 'Braids & Hair Styling',
    icon: 'scissors',
    category: 'Beauty & Grooming',
    city: 'Lusaka',
    areas: ['Kabulonga', 'Chelston'],
    mobile: true,
    description: 'Box braids, cornrows and styling at home.',
    tiers: [
      ['Basic', 'Cornrows', 150, 50],
      ['Standard', 'Medium box braids', 350, 100],
      ['Pro', 'Knotless braids, long', 600, 150],
    ],
  },
  {
    name: 'Bridal Makeup',
    icon: 'crown',
    category: 'Beauty & Grooming',
    city: 'Livingstone',
    areas: ['Dambwa', 'Linda'],
    featured: true,
    description: 'Makeup for the bride and her party on the day.',
    tiers: [
      ['Basic', 'Bride only', 800, 200],
      ['Standard', 'Bride and two bridesmaids', 1600, 400],
      ['Pro', 'Bride, party of five and trial session', 3000, 700],
    ],
  },
  {
    name: 'Household Moving',
    icon: 'truck',
    category: 'Moving',
    city: 'Lusaka',
    areas: ['Woodlands', 'Avondale', 'Roma'],
    description: 'Truck, driver and loaders for moving house.',
    tiers: [
      ['Basic', '1-tonne truck, within Lusaka', 900, 200],
      ['Standard', '3-tonne truck with 3 loaders', 1800, 400],
      ['Pro', 'Lusaka to Copperbelt, packing included', 6500, 1500],
    ],
  },
  {
    name: 'Lawn Mowing & Hedges',
    icon: 'plant-2',
    category: 'Gardening',
    city: 'Ndola',
    areas: ['Itawa', 'Masala'],
    mobile: true,
    description: 'Regular garden care with our own equipment.',
    tiers: [
      ['Basic', 'Lawn up to 300 m²', 200, 50],
      ['Standard', 'Lawn and hedges', 380, 80],
      ['Pro', 'Monthly care, four visits', 1300, 250],
    ],
  },
  {
    name: 'Fridge & Freezer Repair',
    icon: 'fridge',
    category: 'Appliance Repair',
    city: 'Kabwe',
    areas: ['Makandanyama', 'Bwacha'],
    description: 'Gas refills, thermostats and compressor faults.',
    tiers: [
      ['Basic', 'Diagnosis', 150, 50],
      ['Standard', 'Gas refill', 450, 100],
      ['Pro', 'Compressor replacement, parts extra', 1200, 300],
    ],
  },
  {
    name: 'Washing Machine Repair',
    icon: 'wash-machine',
    category: 'Appliance Repair',
    city: 'Chipata',
    areas: ['Moth', 'Kapata'],
    description: 'Front and top loaders: drums, pumps, belts and boards.',
    tiers: [
      ['Basic', 'Diagnosis', 150, 50],
      ['Standard', 'Pump or belt replacement', 400, 100],
      ['Pro', 'Control board repair', 950, 200],
    ],
  },
];

/** The demo provider's listed service (external: deposits cover the 15% commission). */
export const providerListedService: DemoService = {
  name: 'Inverter & Battery Maintenance',
  icon: 'bolt',
  category: 'Electrical',
  city: 'Lusaka',
  areas: ['Chelston', 'Avondale'],
  mobile: true,
  description: 'Health checks, cleaning and battery replacement for home inverter systems.',
  tiers: [
    ['Basic', 'Health check and cleaning', 300, 60],
    ['Standard', 'Check, cleaning and firmware update', 650, 120],
    ['Pro', 'Battery bank replacement, parts extra', 1400, 250],
  ],
};

/** A provider's service still in review: it must never appear in the public catalogue. */
export const inReviewService: DemoService = {
  name: 'Solar Panel Installation',
  icon: 'solar-panel',
  category: 'Electrical',
  city: 'Lusaka',
  areas: ['Chelston'],
  description: 'Rooftop solar panels with mounting and cabling.',
  tiers: [
    ['Basic', 'Two panels', 2500, 500],
    ['Standard', 'Four panels', 4800, 900],
    ['Pro', 'Eight panels with inverter', 12000, 2500],
  ],
};
