import type { AdmissionsData } from '@shared/types.ts';
import type { School } from '@shared/content-schema.ts';
import { isPlaceholderHref } from '@shared/links.ts';
import { AttachmentLink } from '@/components/ui/attachment-link.tsx';
import { whatsAppChatUrl } from '@/config/paths.ts';
import { useWords } from '@/lib/site.ts';

type Admissions = NonNullable<School['admissions']>;

/** Whether registration is open, in the school's own sentences, and the notice's PDF. */
export function AdmissionStatus({ data, headingLevel = 2 }: { data: AdmissionsData; headingLevel?: 2 | 3 }) {
  if (data.sentences.length === 0 && !data.notice) return null;
  const Heading = `h${headingLevel}` as const;
  const state = data.status?.state ?? 'unknown';
  return (
    <section className={`admission-status admission-status--${state}`} aria-labelledby="admission-status-title">
      <Heading id="admission-status-title" className="admission-status__title">
        {data.sentences[0] ?? data.notice?.title}
      </Heading>
      {data.sentences.slice(1).map((sentence) => (
        <p key={sentence} className="admission-status__next">
          {sentence}
        </p>
      ))}
      {data.notice && data.sentences.length > 0 ? (
        <p className="admission-status__notice">{data.notice.title}</p>
      ) : null}
      {data.notice?.attachment ? (
        <p className="admission-status__notice">
          <AttachmentLink href={data.notice.attachment} title={data.notice.title} className="admission-status__link" />
        </p>
      ) : null}
    </section>
  );
}

/** Ways to apply: the online form if any, then phone, WhatsApp or a visit. */
export function ApplyActions({ admissions, school }: { admissions: Admissions; school: School }) {
  const apply = admissions.apply && !isPlaceholderHref(admissions.apply.href) ? admissions.apply : null;
  const greeting = useWords().header.whatsappGreeting;
  return (
    <section className="apply-actions" aria-labelledby="apply-actions-title">
      <h2 id="apply-actions-title">{admissions.actions.heading}</h2>
      <ul className="apply-actions__list">
        {apply ? (
          <li>
            <a className="apply-actions__button apply-actions__button--primary" href={apply.href} rel="noopener">
              {apply.label}
            </a>
          </li>
        ) : null}
        <li>
          <a className="apply-actions__button" href={`tel:${school.phone.tel}`}>
            {admissions.actions.call}
            <span className="apply-actions__detail">{school.phone.display}</span>
          </a>
        </li>
        {school.whatsapp ? (
          <li>
            <a className="apply-actions__button" href={whatsAppChatUrl(school.whatsapp, greeting)} rel="noopener">
              {admissions.actions.whatsapp}
            </a>
          </li>
        ) : null}
        {school.map ? (
          <li>
            <a className="apply-actions__button" href={school.map.linkUrl} rel="noopener">
              {admissions.actions.visit}
              {school.officeHours ? <span className="apply-actions__detail">{school.officeHours}</span> : null}
              <span className="apply-actions__detail">{school.address.oneLine}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
