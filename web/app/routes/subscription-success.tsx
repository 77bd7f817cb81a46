export { SubscriptionSuccessPage as Component } from '../../features/billing/components/subscription-success-page';
