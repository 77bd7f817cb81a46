export { SettingsPage as Component } from '../../features/settings/components/settings-page';
