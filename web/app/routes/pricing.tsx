export { PricingPage as Component } from '../../features/pricing/components/pricing-page';
