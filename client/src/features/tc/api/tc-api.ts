import { postJson } from '@/lib/api.ts';
import { bff } from '@/config/paths.ts';
import type { TcRequest } from '@shared/types.ts';

/** Asks the server for a student's transfer certificate; resolves to the JPEG. */
export async function requestTc(request: TcRequest): Promise<Response> {
  return postJson(bff.tc, request);
}

/** Hands a file to the browser's download, under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later it is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
