// The normal load: RATE_PER_SECOND mix requests and a form every FORM_INTERVAL_MS, sampled per phase.
import { MESSAGES } from '../../../shared/messages.ts';
import { TC_STUDENTS } from '../../../demo-provider/seed.ts';
import {
  FORM_INTERVAL_MS,
  MAX_IN_FLIGHT,
  RATE_PER_SECOND,
  VISITOR_PATIENCE_MS,
  visitorAddress,
  type Group,
  type Sample,
} from './config.ts';
import type { MixEntry } from './targets.ts';

export interface Forms {
  careerSent: number;
  /** 200 with the spec's confirmation. */
  confirmed: number;
  /** 5xx with the spec's failure text. */
  failedWithMessage: number;
  /** Any other answer, as `status: message`. */
  wrongMessage: string[];
  tcOk: number;
  /** 200, then the image cut before its end. */
  tcCut: number;
  tcFailedWithMessage: number;
  tcWrong: string[];
}

export interface Visitors {
  samples: Sample[];
  forms: Forms;
  /** Passed-through files whose body was cut, by phase (the drip). */
  cutFiles: Map<string, number>;
  /** Requests of the mix sent so far. */
  readonly sent: number;
  /** Stops sending and waits for the answers under way. */
  stop(): Promise<void>;
}

/** Starts the load; each answer counts in the phase current when sent. */
export function startVisitors(base: string, mix: readonly MixEntry[], phase: () => string): Visitors {
  const samples: Sample[] = [];
  const forms: Forms = {
    careerSent: 0,
    confirmed: 0,
    failedWithMessage: 0,
    wrongMessage: [],
    tcOk: 0,
    tcCut: 0,
    tcFailedWithMessage: 0,
    tcWrong: [],
  };
  const cutFiles = new Map<string, number>();
  const weights = mix.reduce((sum, [, , w]) => sum + w, 0);
  const pick = (): [Group, string] => {
    let r = Math.random() * weights;
    for (const [group, url, w] of mix) if ((r -= w) < 0) return [group, url];
    return [mix[0]![0], mix[0]![1]];
  };

  async function visit(group: Group, url: string, init?: RequestInit): Promise<Response | null> {
    const started = performance.now();
    const at = phase();
    try {
      const res = await fetch(base + url, {
        ...init,
        headers: {
          'accept-encoding': 'br, gzip',
          accept: group === 'resized' ? 'image/avif,image/webp,*/*' : '*/*',
          'x-forwarded-for': visitorAddress(),
          ...init?.headers,
        },
        signal: AbortSignal.timeout(VISITOR_PATIENCE_MS),
      });
      // Passed-through files are timed to their headers, the rest to the last byte.
      const headersMs = performance.now() - started;
      if (group === 'file') await res.arrayBuffer().catch(() => cutFiles.set(at, (cutFiles.get(at) ?? 0) + 1));
      else if (group !== 'tc' && group !== 'career') await res.arrayBuffer();
      const ms = group === 'file' ? headersMs : performance.now() - started;
      samples.push({ phase: at, group, url, status: res.status, ms });
      return res;
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `none within ${VISITOR_PATIENCE_MS} ms` : String(error);
      samples.push({ phase: at, group, url, status: 0, ms: performance.now() - started, error: reason });
      return null;
    }
  }

  const messageOf = async (res: Response | null) =>
    res ? ((await res.json().catch(() => ({}))) as { message?: string }).message : undefined;

  async function career(n: number): Promise<void> {
    forms.careerSent++;
    const body = JSON.stringify({
      name: `Soak Applicant ${n}`,
      email: `soak${n}@example.com`,
      phone: '9876543210',
      message: 'Application for the post of teacher.',
    });
    const res = await visit('career', '/bff/career', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    const message = await messageOf(res);
    if (res?.status === 200 && message === MESSAGES.careerSuccess) forms.confirmed++;
    else if (res && res.status >= 500 && message === MESSAGES.careerFailed) forms.failedWithMessage++;
    else forms.wrongMessage.push(`${res?.status ?? 'no answer'}: ${message}`);
  }

  async function tc(): Promise<void> {
    const res = await visit('tc', '/bff/tc', {
      method: 'POST',
      body: JSON.stringify(TC_STUDENTS[0]),
      headers: { 'content-type': 'application/json' },
    });
    if (res?.status === 200 && res.headers.get('content-type') === 'image/jpeg') {
      // Passed through like a file: a cut body is counted, not judged.
      if (
        await res.arrayBuffer().then(
          () => true,
          () => false,
        )
      )
        forms.tcOk++;
      else forms.tcCut++;
      return;
    }
    const message = await messageOf(res);
    if (message === MESSAGES.tcFailed || message === MESSAGES.tcDownloadFailed) forms.tcFailedWithMessage++;
    else forms.tcWrong.push(`${res?.status ?? 'no answer'}: ${message}`);
  }

  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    void p.then(
      () => pending.delete(p),
      () => pending.delete(p),
    );
  };
  let sent = 0;
  let inFlight = 0;
  const load = setInterval(() => {
    if (inFlight >= MAX_IN_FLIGHT) return;
    const [group, url] = pick();
    inFlight++;
    sent++;
    track(visit(group, url).finally(() => inFlight--));
  }, 1000 / RATE_PER_SECOND);
  let formCount = 0;
  const formTimer = setInterval(() => {
    formCount++;
    track(formCount % 2 ? career(formCount) : tc());
  }, FORM_INTERVAL_MS);

  return {
    samples,
    forms,
    cutFiles,
    get sent() {
      return sent;
    },
    async stop() {
      clearInterval(load);
      clearInterval(formTimer);
      await Promise.allSettled([...pending]);
    },
  };
}
