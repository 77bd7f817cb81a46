import { ConnectedAssistantsSection } from '../../features/assistants/components/connected-assistants-section';
import { SettingsPage } from '../../features/settings/components/settings-page';

/** `/settings`, with the connected AI assistants (web/features/assistants) placed among its sections. */
export function Component() {
  return <SettingsPage assistants={<ConnectedAssistantsSection />} />;
}
