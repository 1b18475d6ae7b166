import { ApiRequestError } from '@shared/bff-api.ts';
import type { ApiError } from '@shared/types.ts';

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && typeof (body as ApiError).message === 'string';
}

async function failure(res: Response): Promise<ApiRequestError> {
  const body: unknown = await res.json().catch(() => null);
  return isApiError(body)
    ? new ApiRequestError(res.status, body.message, true)
    : new ApiRequestError(res.status, `Request failed (${res.status})`);
}

export function withQuery(url: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: signal ?? null });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as T;
}

export async function postJson(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, image/jpeg' },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!res.ok) throw await failure(res);
  return res;
}
