export { TermsPage as Component } from '../../features/legal/components/legal-page';
