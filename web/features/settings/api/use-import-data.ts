import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** `POST /api/import`: the export zip as the body; every cached list may have grown. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => unwrap(api.import.$post({}, { init: { body: file, headers: { 'content-type': 'application/zip' } } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
