import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shared/messages.ts';
import type { SiteData } from '@shared/content-schema.ts';
import { errorResponse, renderAt, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import CareerPage from '@/features/career/components/career-page.tsx';
import TcPage from './tc-page.tsx';

// The forms in a school's own words (words.yaml `forms:`); the server's answers are English, as /bff has them.
const { forms } = TEST_SITE.words;
const SITE: SiteData = {
  ...TEST_SITE,
  words: {
    ...TEST_SITE.words,
    forms: {
      ...forms,
      submit: 'भेजें',
      messages: { ...forms.messages, tcNotFound: 'इस नाम और प्रवेश संख्या का कोई टीसी नहीं मिला।' },
      careerFields: { ...forms.careerFields, empty: { ...forms.careerFields.empty, name: 'अपना नाम लिखें।' } },
      tc: { ...forms.tc, name: 'विद्यार्थी का नाम', admission: 'प्रवेश संख्या', sampleCaption: 'नमूना टीसी' },
      career: { ...forms.career, heading: 'आवेदन पत्र', labels: { ...forms.career.labels, name: 'नाम' } },
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the forms in the school's words", () => {
  it("labels the TC form in them, and tells the server's English refusal in them", async () => {
    stubFetch(() => errorResponse(404, MESSAGES.tcNotFound));
    const user = userEvent.setup();
    renderAt('/Tc', TcPage, { site: SITE });
    await user.type(await screen.findByLabelText('विद्यार्थी का नाम'), 'Asha');
    await user.type(screen.getByLabelText('प्रवेश संख्या'), 'A-1');
    expect(screen.getByText('नमूना टीसी')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इस नाम और प्रवेश संख्या का कोई टीसी नहीं मिला।');
    expect(screen.getByRole('alert')).not.toHaveTextContent(MESSAGES.tcNotFound);
  });

  it('labels the career form in them, and says what is missing in them', async () => {
    const user = userEvent.setup();
    renderAt('/career', CareerPage, { site: SITE });
    expect(await screen.findByRole('heading', { name: 'आवेदन पत्र' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByText('अपना नाम लिखें।')).toBeInTheDocument();
    expect(screen.getByLabelText(/^नाम/)).toHaveAttribute('aria-invalid', 'true');
  });
});
