import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Downloads } from '../media/downloads.ts';
import { httpError } from '../../plugins/errors.ts';
import { isPdf, isSafeMediaPath } from '../media/media-path.ts';
import type { ProviderClient } from '../../provider/client.ts';
import { UpstreamError } from '../../provider/upstream-error.ts';
import type { CareerBody, TcBody } from '../../../shared/schemas/requests.ts';

// The forms' work, shared by the JSON API and the pages' posts. Personal data is never logged, and the
// provider's error text never reaches the visitor.

export interface FormSubmissions {
  /** Sends a career application; a provider failure is a 502 with the visitor's message. */
  apply(body: CareerBody, log: FastifyBaseLogger): Promise<void>;
  /** The provider's path of a student's TC: 400 for an empty field, 404 for none, 502 for a failure. */
  findCertificate(body: TcBody, log: FastifyBaseLogger, deadline: AbortSignal): Promise<string>;
}

export function formSubmissions(client: ProviderClient): FormSubmissions {
  return {
    async apply({ name, email, phone, message }, log) {
      try {
        await client.submit('form', client.paths.form, {
          name: name.trim(),
          email: email.trim(),
          phone: phone.trim(),
          message: message.trim(),
        });
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        log.warn({ route: 'form', kind: err.kind, status: err.status }, 'provider refused a career form');
        throw httpError(502, MESSAGES.careerFailed);
      }
    },

    async findCertificate(body, log, deadline) {
      const name = body.name?.trim() ?? '';
      // Admission numbers are printed in capitals; parents type any case.
      const admission = body.admission?.trim().toUpperCase() ?? '';
      if (!name || !admission) throw httpError(400, MESSAGES.tcEmptyField);
      let answer: unknown;
      try {
        answer = await client.json('tc', client.paths.tc, { name, admission }, deadline);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        log.warn({ route: 'tc', kind: err.kind, status: err.status }, 'provider TC lookup failed');
        throw httpError(502, MESSAGES.tcFailed);
      }
      const path = typeof answer === 'string' ? answer.trim().replace(/^\/+/, '') : '';
      if (!path) {
        // "No such student" (404 or empty): the parent is told to check the details; none are logged.
        log.info({ route: 'tc', found: false }, 'TC not issued');
        throw httpError(404, MESSAGES.tcNotFound);
      }
      if (!isSafeMediaPath(path) || isPdf(path)) {
        log.warn({ route: 'tc' }, 'provider answered a TC lookup with an unusable path');
        throw httpError(502, MESSAGES.tcFailed);
      }
      return path;
    },
  };
}

/** Streams the certificate's image; a failed download is a 502 with the visitor's message. */
export async function sendCertificate(
  downloads: Downloads,
  request: Parameters<Downloads['send']>[0],
  reply: Parameters<Downloads['send']>[1],
  path: string,
  opts: { deadline: AbortSignal; downloadAs?: string; inlineAs?: string },
) {
  try {
    return await downloads.send(request, reply, path, { ...opts, cacheControl: 'no-store' });
  } catch (err) {
    request.log.warn({ route: 'tc', kind: (err as UpstreamError).kind }, 'TC image download failed');
    throw httpError(502, MESSAGES.tcDownloadFailed);
  }
}

/** The certificate's image read whole for a page to hold, null when over `maxBytes`; a failure as sendCertificate's. */
export async function readCertificate(
  downloads: Downloads,
  request: Parameters<Downloads['read']>[0],
  reply: Parameters<Downloads['read']>[1],
  path: string,
  opts: { deadline: AbortSignal; maxBytes: number },
): Promise<{ type: string; bytes: Buffer } | null> {
  try {
    return await downloads.read(request, reply, path, opts);
  } catch (err) {
    request.log.warn({ route: 'tc', kind: (err as UpstreamError).kind }, 'TC image download failed');
    throw httpError(502, MESSAGES.tcDownloadFailed);
  }
}
