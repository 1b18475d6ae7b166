import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Downloads } from '../media/downloads.ts';
import { httpError } from '../../plugins/errors.ts';
import { isPdf, isSafeMediaPath } from '../media/media-path.ts';
import type { ProviderClient } from '../../provider/client.ts';
import { UpstreamError } from '../../provider/upstream-error.ts';
import type { CareerBody, TcBody } from '../../../shared/schemas/requests.ts';

// What the two forms do with what a visitor sent, shared by the JSON API (/bff/tc, /bff/career,
// used by the pages' scripts) and the pages' own posts (without scripts). Both carry personal
// data: nothing of it is logged, and the provider's own error text never reaches the visitor.

export interface FormSubmissions {
  /** Sends a career application; a provider failure is a 502 with the visitor's message. */
  apply(body: CareerBody, log: FastifyBaseLogger): Promise<void>;
  /**
   * The provider's file of a student's transfer certificate: a 400 for an empty field, a 404 when
   * the provider has none for these details, a 502 when it fails or answers something unusable.
   */
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
      // Admission numbers are printed in capitals; a parent may type them in any case.
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
        // The usual "no such student" answer (a 404 or an empty one): the parent's details, not
        // our server, so the parent is told to check them. Logged without the name or number.
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
