import { version } from '../../package.json';

/** The app's version (package.json), stored with support requests and shown in the footer. */
export const APP_VERSION: string = version;
