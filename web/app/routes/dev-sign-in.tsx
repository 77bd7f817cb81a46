export { DevSignInPage as Component } from '../../features/auth/components/dev-sign-in-page';
