import { useMutation } from '@tanstack/react-query';
import type { SupportContactInput } from '#core/schemas/support';
import { api, unwrap } from '../../../lib/api';

/** `POST /api/support/contact {name, email, subject, message}` -> `{success, id}`. */
export function useSubmitContact() {
  return useMutation({
    mutationFn: (input: SupportContactInput) => unwrap(api.support.contact.$post({ json: input })),
  });
}
