import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inSchoolWords } from '@shared/messages.ts';
import type { Words } from '@shared/words.ts';
import { ApiRequestError } from '@shared/bff-api.ts';
import type { FormReply } from '@shared/form-reply.ts';
import { paths } from '@/config/paths.ts';
import { useFormReply } from '@/lib/page-context.tsx';
import { useSchool, useWords } from '@/lib/site.ts';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { requestTc } from '../api/tc-api.ts';
import { CertificatePreview } from './certificate-preview.tsx';
import { SampleCertificate } from './sample-certificate.tsx';
import './tc-page.css';

/** A found certificate's image: a blob: URL, or a data: URL in a page answering a post without scripts. */
interface Certificate {
  url: string;
  name: string;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'error'; message: string; emptyFields?: boolean; notFound?: boolean }
  | { kind: 'done'; certificate: Certificate };
/** The server's visitor message in the school's words, else the general failure text. */
function failureMessage(error: unknown, forms: Words['forms']): string {
  if (error instanceof ApiRequestError) {
    if (error.fromServer) return inSchoolWords(error.message, forms);
    if (error.status === 429) return forms.messages.tooManyRequests;
  }
  return forms.messages.tcFailed;
}

/** The outcome of a form posted without scripts (a success holds the certificate); the server wrote it in the school's words. */
function outcomeOf(reply: FormReply | undefined, forms: Words['forms']): Outcome {
  if (reply?.certificate) return { kind: 'done', certificate: reply.certificate };
  if (!reply?.message) return { kind: 'idle' };
  return {
    kind: 'error',
    message: reply.message,
    emptyFields: Object.keys(reply.fieldErrors).length > 0,
    notFound: reply.message === forms.messages.tcNotFound,
  };
}

export default function TcPage() {
  const id = useId();
  const school = useSchool();
  const { forms } = useWords();
  const T = forms.tc;
  const reply = useFormReply();
  const [name, setName] = useState(reply?.values.name ?? '');
  const [admission, setAdmission] = useState(reply?.values.admission ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(() => outcomeOf(reply, forms));
  // Stops a second click before the re-render disables the button.
  const inFlight = useRef(false);
  const previewRef = useRef<HTMLElement>(null);
  const shown = outcome.kind === 'done' ? outcome.certificate.url : null;
  // Released when replaced or unmounted (a data: URL needs no release).
  useEffect(() => (shown?.startsWith('blob:') ? () => URL.revokeObjectURL(shown) : undefined), [shown]);
  // Bring the certificate into view and to screen readers.
  useEffect(() => {
    if (shown) previewRef.current?.focus();
  }, [shown]);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (outcome.kind === 'error') setOutcome({ kind: 'idle' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const request = { name: name.trim(), admission: admission.trim() };
    if (!request.name || !request.admission) {
      setOutcome({ kind: 'error', message: forms.messages.tcEmptyField, emptyFields: true });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setOutcome({ kind: 'idle' });
    try {
      const response = await requestTc(request);
      let file: Blob;
      try {
        file = await response.blob();
      } catch {
        setOutcome({ kind: 'error', message: forms.messages.tcDownloadFailed });
        return;
      }
      setOutcome({ kind: 'done', certificate: { url: URL.createObjectURL(file), name: request.name } });
    } catch (error) {
      const message = failureMessage(error, forms);
      setOutcome({ kind: 'error', message, notFound: message === forms.messages.tcNotFound });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const error = outcome.kind === 'error' ? outcome : null;
  // Mark the empty field, or both when no certificate matched.
  const invalid = (value: string) => ((error?.emptyFields && !value.trim()) || error?.notFound ? true : undefined);
  const hint = school.tc?.admissionNumberHint;

  return (
    <div className="tc-page">
      <section className="tc-page__form-area" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`} className="tc-page__heading">
          {T.heading}
        </h2>
        <p className="tc-page__intro">{T.intro}</p>
        {/* Without scripts the server answers with this page holding the certificate, or saying why not. */}
        <form className="tc-form" method="post" action={paths.tc} onSubmit={(event) => void submit(event)} noValidate>
          <div className="tc-form__field">
            <label htmlFor={`${id}-name`}>{T.name}</label>
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              autoComplete="off"
              value={name}
              aria-invalid={invalid(name)}
              aria-describedby={`${id}-error`}
              onChange={(event) => edit(setName)(event.target.value)}
            />
          </div>
          <div className="tc-form__field">
            <label htmlFor={`${id}-admission`}>{T.admission}</label>
            {hint ? (
              <p id={`${id}-hint`} className="tc-form__hint">
                {hint}
              </p>
            ) : null}
            <input
              id={`${id}-admission`}
              name="admission"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={admission}
              aria-invalid={invalid(admission)}
              aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
              onChange={(event) => edit(setAdmission)(event.target.value)}
            />
          </div>
          <p id={`${id}-error`} className="tc-form__error" role="alert">
            {error?.message}
            {/* If the details are right, retrying will not help: offer the office. */}
            {error?.message === forms.messages.tcFailed || error?.notFound ? (
              <span className="tc-form__next-step">
                {' '}
                {T.callOffice} <a href={`tel:${school.phone.tel}`}>{school.phone.display}</a>.
              </span>
            ) : null}
          </p>
          <SubmitButton busy={busy} label={forms.submit} busyLabel={forms.submitting} />
        </form>
      </section>
      {outcome.kind === 'done' ? (
        <CertificatePreview ref={previewRef} certificate={outcome.certificate} />
      ) : (
        <figure className="tc-page__sample">
          <SampleCertificate />
          <figcaption>{T.sampleCaption}</figcaption>
        </figure>
      )}
    </div>
  );
}
