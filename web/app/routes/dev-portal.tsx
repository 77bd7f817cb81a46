export { DevPortalPage as Component } from '../../features/billing/components/dev-portal-page';
