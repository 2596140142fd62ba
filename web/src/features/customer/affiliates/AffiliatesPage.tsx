import { ComingSoon } from '../../../components/ComingSoon';

export function AffiliatesPage() {
  return (
    <ComingSoon
      title="Affiliate dashboard"
      description="Your promo codes, how often they were used and the commission you earned on each booking will appear here."
    />
  );
}
