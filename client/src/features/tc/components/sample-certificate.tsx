import { contentImageUrl } from '@shared/links.ts';
import { fillWords } from '@shared/words.ts';
import { useSchool, useWords } from '@/lib/site.ts';

/** Wider than this, a line is squeezed to the certificate's width (SVG text does not wrap). */
const WIDTH = 360;

/** A sample transfer certificate headed with this school's crest, name and address. */
export function SampleCertificate() {
  const school = useSchool();
  const T = useWords().forms.tc;
  const fields = Object.values(T.sampleFields);
  const fit = (text: string, perChar: number) =>
    text.length * perChar > WIDTH ? { textLength: WIDTH, lengthAdjust: 'spacingAndGlyphs' as const } : {};
  return (
    <svg
      className="tc-page__sample-image"
      viewBox="0 0 420 560"
      width="420"
      height="560"
      role="img"
      aria-label={fillWords(T.sampleDescription, { school: school.name })}
      fontFamily="Georgia, serif"
      fill="#1a1a1a"
    >
      <rect width="420" height="560" fill="#fffdf7" />
      <rect x="12" y="12" width="396" height="536" fill="none" stroke="#1f3a68" strokeWidth="3" />
      <rect x="20" y="20" width="380" height="520" fill="none" stroke="#1f3a68" strokeWidth="1" />
      <image
        href={contentImageUrl(school.logo.file)}
        x="184"
        y="40"
        width="52"
        height="60"
        preserveAspectRatio="xMidYMid meet"
      />
      <text x="210" y="124" fontSize="17" fontWeight="bold" textAnchor="middle" {...fit(school.name, 10)}>
        {school.name}
      </text>
      <text x="210" y="146" fontSize="11" textAnchor="middle" {...fit(school.address.oneLine, 6)}>
        {school.address.oneLine}
      </text>
      <text x="210" y="184" fontSize="19" fontWeight="bold" textAnchor="middle" fill="#1f3a68">
        {T.sampleTitle}
      </text>
      <g fontSize="12">
        {fields.map((label, i) => (
          <text key={label} x="44" y={230 + 36 * i}>
            {label}
          </text>
        ))}
      </g>
      <path d={fields.map((_, i) => `M190 ${232 + 36 * i}h186`).join('')} stroke="#8a8a8a" strokeDasharray="3 3" />
      <g fontSize="11">
        <text x="44" y="512">
          {T.sampleDate}
        </text>
        <text x="376" y="512" textAnchor="end">
          {T.samplePrincipal}
        </text>
      </g>
      <path d="M290 496h86" stroke="#1a1a1a" />
    </svg>
  );
}
