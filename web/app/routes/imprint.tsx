export { ImprintPage as Component } from '../../features/legal/components/legal-page';
