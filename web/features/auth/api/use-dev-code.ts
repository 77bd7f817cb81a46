import { useMutation } from '@tanstack/react-query';
import type { DevCodeInput } from '#core/schemas/auth';
import { api, unwrap } from '../../../lib/api';

/**
 * `POST /api/dev/codes {email, name, planType?}` (DEV_LOGIN only): a one-time code that
 * `POST /api/sessions` accepts exactly as it accepts Google's.
 */
export function useDevCode() {
  return useMutation({
    mutationFn: (input: DevCodeInput) => unwrap(api.dev.codes.$post({ json: input })),
  });
}
