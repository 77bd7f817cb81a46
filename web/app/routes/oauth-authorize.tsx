export { ConsentPage as Component } from '../../features/assistants/components/consent-page';
