export { CreditsPage as Component } from '../../features/billing/components/credits-page';
