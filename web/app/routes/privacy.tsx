export { PrivacyPage as Component } from '../../features/legal/components/legal-page';
