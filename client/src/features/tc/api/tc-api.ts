import { postJson } from '@/lib/api.ts';
import { bff } from '@/config/paths.ts';
import type { TcRequest } from '@shared/types.ts';

/** Asks the server for a student's transfer certificate; resolves to the JPEG. */
export async function requestTc(request: TcRequest): Promise<Response> {
  return postJson(bff.tc, request);
}
