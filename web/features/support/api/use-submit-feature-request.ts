import { useMutation } from '@tanstack/react-query';
import type { SupportTicketInput } from '#core/schemas/support';
import { api, unwrap } from '../../../lib/api';

/** `POST /api/support/feature-request {title, description}` -> `{success, id}`. */
export function useSubmitFeatureRequest() {
  return useMutation({
    mutationFn: (input: SupportTicketInput) => unwrap(api.support['feature-request'].$post({ json: input })),
  });
}
