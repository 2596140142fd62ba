/** Demo data for a fresh database: real Zambian places, the demo accounts, team and settings (the catalogue is demo-catalogue.ts). */
export const demoCities: Record<string, string[]> = {
  Lusaka: ['Kabulonga', 'Woodlands', 'Rhodes Park', 'Chelston', 'Avondale', 'Olympia', 'Roma', 'Kalingalinga'],
  Kitwe: ['Parklands', 'Riverside', 'Nkana East', 'Chimwemwe'],
  Ndola: ['Northrise', 'Itawa', 'Kansenshi', 'Masala'],
  Livingstone: ['Dambwa', 'Linda', 'Nottie Broadie'],
  Kabwe: ['Makandanyama', 'Bwacha'],
  Chipata: ['Moth', 'Kapata'],
};

export const demoAccounts = {
  admin: { email: 'admin@demo.zm', password: 'Admin#2026', name: 'Chanda Mwale', nrc: '123456/10/1' },
  provider: {
    email: 'provider@demo.zm',
    password: 'Provider#2026',
    name: 'Mutale Banda',
    phone: '+260 97 1234567',
    businessName: 'Banda Solar & Electric',
  },
  customer: { email: 'customer@demo.zm', password: 'Customer#2026', name: 'Natasha Phiri', phone: '+260 96 7654321' },
  affiliate: { email: 'affiliate@demo.zm', password: 'Affiliate#2026', name: 'Bwalya Tembo', phone: '+260 95 1112223' },
};

/** The demo affiliate's code (spec §9 defaults: usage limit 10, affiliate rate 5%). */
export const demoPromoCode = { codeName: 'BWALYA10', discount: 10, usageLimit: 10, affiliateRate: 5, serviceName: 'Home Deep Cleaning' };

/** Where demo customers are told to send money, how they reach the team, and the demo cancellation policy. */
export const demoPlatformSettings = {
  airtel_money_number: '0977 000 111',
  airtel_money_name: 'AYS Services Ltd',
  momo_number: '0966 000 222',
  momo_name: 'AYS Services Ltd',
  bank_name: 'Zanaco',
  bank_branch: 'Cairo Road, Lusaka',
  bank_account_name: 'AYS Services Ltd',
  bank_account_number: '0123456789012',
  contact_phone: '+260211000333',
  whatsapp_number: '+260977000444',
  request_cancellation_policy:
    'Money you sent for a request that is not confirmed yet is refunded in full within 7 days, to the number or account it came from.',
  booking_cancellation_policy:
    'Cancel a confirmed booking more than 24 hours before the visit and your deposit is refunded within 7 days. Closer to the visit the deposit is kept: the provider has set that time aside for you.',
};

/**
 * The internal team: who does the AYS services, each in one city with the categories they work in (issue 23:
 * a service is bookable only at times one of them is free). Lusaka has two people for each category.
 */
export const demoTeam: { name: string; phone: string; nrc: string; city: string; categories: string[] }[] = [
  { name: 'Chileshe Mulenga', phone: '+260 97 2100001', nrc: '210001/10/1', city: 'Lusaka', categories: ['Cleaning', 'Moving'] },
  { name: 'Mwansa Phiri', phone: '+260 97 2100002', nrc: '210002/10/1', city: 'Lusaka', categories: ['Cleaning', 'Beauty & Grooming'] },
  { name: 'Kondwani Zulu', phone: '+260 97 2100003', nrc: '210003/10/1', city: 'Lusaka', categories: ['Plumbing', 'Electrical'] },
  {
    name: 'Thandiwe Banda',
    phone: '+260 97 2100004',
    nrc: '210004/10/1',
    city: 'Lusaka',
    categories: ['Plumbing', 'Electrical', 'Moving'],
  },
  { name: 'Grace Tembo', phone: '+260 97 2100005', nrc: '210005/10/1', city: 'Lusaka', categories: ['Beauty & Grooming'] },
  { name: 'Kelvin Musonda', phone: '+260 97 2100006', nrc: '210006/20/1', city: 'Kitwe', categories: ['Cleaning', 'Electrical'] },
  { name: 'Joseph Lungu', phone: '+260 97 2100007', nrc: '210007/30/1', city: 'Ndola', categories: ['Plumbing', 'Gardening'] },
  { name: 'Mercy Mwale', phone: '+260 97 2100008', nrc: '210008/40/1', city: 'Livingstone', categories: ['Beauty & Grooming'] },
  { name: 'Peter Sakala', phone: '+260 97 2100009', nrc: '210009/50/1', city: 'Kabwe', categories: ['Appliance Repair'] },
  { name: 'Ruth Daka', phone: '+260 97 2100010', nrc: '210010/60/1', city: 'Chipata', categories: ['Appliance Repair'] },
];
