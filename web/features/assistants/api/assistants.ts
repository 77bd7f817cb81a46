import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentDecisionRequest } from '#core/schemas/assistants';
import { api, unwrap } from '../../../lib/api';

const assistants = api.assistants;

export const assistantsOptions = queryOptions({
  queryKey: ['assistants'] as const,
  queryFn: () => unwrap(assistants.$get()),
});

/** `GET /api/assistants`: the cook's connected AI assistants. */
export function useAssistants() {
  return useQuery(assistantsOptions);
}

/** `DELETE /api/assistants/{id}`: disconnects one; its tokens stop at once. */
export function useRevokeAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(assistants[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantsOptions.queryKey }),
  });
}

/**
 * `GET /api/assistants/consent?…`: what the assistant asks for. Read once per page (the handle it
 * answers is single use), never refetched.
 */
export function useConsentRequest(query: Record<string, string>) {
  return useQuery({
    queryKey: ['assistants', 'consent', query] as const,
    queryFn: () => unwrap(assistants.consent.$get({ query })),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `POST /api/assistants/consent`: the cook's answer; `{ redirect_to }` sends the browser back. */
export function useDecideConsent() {
  return useMutation({
    mutationFn: (decision: ConsentDecisionRequest) => unwrap(assistants.consent.$post({ json: decision })),
  });
}
