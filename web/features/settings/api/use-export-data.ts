import { useMutation } from '@tanstack/react-query';
import { api, ApiRequestError, unwrap } from '../../../lib/api';

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/** The file name from `Content-Disposition`, else today's export name. */
type ExportResponse = Awaited<ReturnType<typeof api.export.$get>>;

function fileNameOf(res: ExportResponse): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `forkcast-export-${new Date().toISOString().slice(0, 10)}.zip`;
}

/** Reads the streamed zip, reporting the bytes received so far. */
async function readAll(res: ExportResponse, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(parts as BlobPart[], { type: 'application/zip' });
}

/** `GET /api/export`: the user's data as a zip, read as it streams. */
export function useExportData(onProgress: (bytes: number) => void) {
  return useMutation({
    mutationFn: async (): Promise<ExportFile> => {
      let res: ExportResponse;
      try {
        res = await api.export.$get();
      } catch {
        throw new ApiRequestError(0, 'network_error', 'Network error');
      }
      if (!res.ok) await unwrap(Promise.resolve(res));
      return { blob: await readAll(res, onProgress), fileName: fileNameOf(res) };
    },
  });
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, fileName }: ExportFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
