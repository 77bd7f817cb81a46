export { DevCheckoutPage as Component } from '../../features/billing/components/dev-checkout-page';
