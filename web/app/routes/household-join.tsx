export { JoinHouseholdPage as Component } from '../../features/settings/components/household-join-page';
