import { postJson } from '@/lib/api.ts';
import { bff } from '@/config/paths.ts';
import type { CareerRequest } from '@shared/types.ts';

/** Sends a job application; throws `ApiRequestError` (with the server's message) on refusal. */
export async function sendApplication(request: CareerRequest): Promise<void> {
  await postJson(bff.career, request);
}
