import { useMutation } from '@tanstack/react-query';
import type { SupportTicketInput } from '#core/schemas/support';
import { api, unwrap } from '../../../lib/api';

/** `POST /api/support/bug-report {title, description}` -> `{success, id}`. */
export function useSubmitBugReport() {
  return useMutation({
    mutationFn: (input: SupportTicketInput) => unwrap(api.support['bug-report'].$post({ json: input })),
  });
}
