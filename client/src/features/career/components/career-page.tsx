import { useId, useRef, useState, type FormEvent } from 'react';
import { inSchoolWords } from '@shared/messages.ts';
import type { Words } from '@shared/words.ts';
import type { CareerRequest } from '@shared/types.ts';
import { ApiRequestError } from '@shared/bff-api.ts';
import type { FormReply } from '@shared/form-reply.ts';
import { paths } from '@/config/paths.ts';
import { useFormReply } from '@/lib/page-context.tsx';
import { useWords } from '@/lib/site.ts';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { sendApplication } from '../api/career-api.ts';
import { Vacancies } from './vacancies.tsx';
import {
  CAREER_FIELDS,
  checkApplication,
  errorSummary,
  trimmed,
  type CareerField,
  type FieldErrors,
} from './career-form-rules.ts';
import './career-page.css';

const APPLICATION_ANCHOR = 'application';

const EMPTY: CareerRequest = { name: '', email: '', phone: '', message: '' };

type Outcome = { kind: 'idle' } | { kind: 'error'; message: string; fields: FieldErrors } | { kind: 'sent' };

/** The server's visitor message in the school's words, else a general sentence. */
function failureMessage(error: unknown, forms: Words['forms']): string {
  if (error instanceof ApiRequestError) {
    if (error.fromServer) return inSchoolWords(error.message, forms);
    if (error.status === 429) return forms.messages.tooManyRequests;
  }
  return forms.messages.careerFailed;
}

/** The form and outcome of a form posted without scripts (the server wrote it in the school's words). */
function fromReply(reply: FormReply | undefined, forms: Words['forms']): { form: CareerRequest; outcome: Outcome } {
  if (!reply) return { form: EMPTY, outcome: { kind: 'idle' } };
  if (reply.sent) return { form: EMPTY, outcome: { kind: 'sent' } };
  const form = { ...EMPTY };
  const fields: FieldErrors = {};
  for (const field of CAREER_FIELDS) {
    form[field] = reply.values[field] ?? '';
    const error = reply.fieldErrors[field];
    if (error) fields[field] = error;
  }
  return { form, outcome: { kind: 'error', message: reply.message ?? errorSummary(fields, forms), fields } };
}

export default function CareerPage() {
  const id = useId();
  const reply = useFormReply();
  const { forms } = useWords();
  const T = forms.career;
  const [form, setForm] = useState<CareerRequest>(() => fromReply(reply, forms).form);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(() => fromReply(reply, forms).outcome);
  // Stops a second click before the re-render disables the button.
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<CareerField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const outcomeRef = useRef<HTMLDivElement>(null);

  const edit = (field: CareerField, value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    // Editing a field clears its own message only.
    if (outcome.kind === 'sent') setOutcome({ kind: 'idle' });
    else if (outcome.kind === 'error') {
      const { [field]: _fixed, ...rest } = outcome.fields;
      setOutcome(Object.keys(rest).length > 0 ? { ...outcome, fields: rest } : { kind: 'idle' });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const request = trimmed(form);
    const fields = checkApplication(request, forms);
    const first = CAREER_FIELDS.find((field) => fields[field]);
    if (first) {
      setOutcome({ kind: 'error', message: errorSummary(fields, forms), fields });
      // scroll-margin keeps the label clear of the sticky header.
      inputs.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setOutcome({ kind: 'idle' });
    try {
      await sendApplication(request);
      setForm(EMPTY);
      setOutcome({ kind: 'sent' });
      // Bring the confirmation into view and to screen readers.
      outcomeRef.current?.focus();
    } catch (error) {
      // Keep what was typed for a retry.
      setOutcome({ kind: 'error', message: failureMessage(error, forms), fields: {} });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const field = (name: CareerField, props: { type?: string; autoComplete: string; inputMode?: 'tel' | 'email' }) => {
    const error = outcome.kind === 'error' ? outcome.fields[name] : undefined;
    const shared = {
      id: `${id}-${name}`,
      name,
      required: true,
      value: form[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      autoComplete: props.autoComplete,
    };
    return (
      <div className="career-form__field">
        <label htmlFor={`${id}-${name}`}>
          {T.labels[name]}{' '}
          <span className="career-form__required" aria-hidden="true">
            *
          </span>
        </label>
        {name === 'message' ? (
          <textarea
            {...shared}
            rows={6}
            ref={(el) => {
              inputs.current[name] = el;
            }}
            onChange={(event) => edit(name, event.target.value)}
          />
        ) : (
          <input
            {...shared}
            type={props.type ?? 'text'}
            inputMode={props.inputMode}
            ref={(el) => {
              inputs.current[name] = el;
            }}
            onChange={(event) => edit(name, event.target.value)}
          />
        )}
        {error ? (
          <p id={`${id}-${name}-error`} className="career-form__field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="career-page">
      <Vacancies headingId={`${id}-posts`} />
      <section aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`} className="career-page__heading">
          {T.heading}
        </h2>
        <p className="career-page__note">
          {T.requiredBefore} <span aria-hidden="true">*</span>
          <span className="career-page__sr"> {T.requiredAsterisk}</span> {T.requiredAfter}
        </p>
        {/* Without scripts the server answers with this page and the outcome; the fragment scrolls to the form. */}
        <form
          method="post"
          id={APPLICATION_ANCHOR}
          className="career-form"
          action={`${paths.career}#${APPLICATION_ANCHOR}`}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <div ref={outcomeRef} className="career-form__outcome" role="status" tabIndex={-1}>
            {outcome.kind === 'sent' ? (
              <>
                <p className="career-form__sent">{forms.messages.careerThanks}</p>
                <p className="career-form__next">{T.next}</p>
              </>
            ) : null}
          </div>
          {field('name', { autoComplete: 'name' })}
          {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {field('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          {field('message', { autoComplete: 'off' })}
          <p id={`${id}-error`} className="career-form__error" role="alert">
            {outcome.kind === 'error' ? outcome.message : null}
          </p>
          <SubmitButton busy={busy} label={forms.submit} busyLabel={forms.submitting} />
        </form>
      </section>
    </div>
  );
}
