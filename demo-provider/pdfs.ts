// The PDFs the site embeds or links: real, valid documents with plausible text, so the page's
// PDF frames and the BFF's media stream handle real bytes. Metadata dates are fixed per document
// so the same request always gives the same bytes.
import type { PDFPage } from 'pdf-lib';
import { dayNumber, fromDayNumber, longDay, midnightMs } from './local-time.ts';
import {
  A4,
  A4_LANDSCAPE,
  BLACK,
  GREY,
  MARGIN,
  MAROON,
  bullets,
  centered,
  footer,
  letterhead,
  newDoc,
  paragraph,
  rupees,
  table,
} from './pdf-layout.ts';
import type { DemoSchool } from './school-profile.ts';

export type PdfSpec =
  | { type: 'fee' }
  | { type: 'calendar' }
  | { type: 'timetable' }
  | { type: 'medical' }
  | { type: 'registration'; year: number }
  | {
      type: 'circular';
      kind: 'news' | 'event';
      title: string;
      body: string;
      day: number;
      venue?: string;
      time?: string;
    };

/** "ICSE (Class X)", or just "Class X" where the examination has no name of its own. */
function examTitle(exam: string, cls: string): string {
  return exam.startsWith('Class ') ? exam : `${exam} (${cls})`;
}

/** " (ICSE)" after a class range, or nothing. */
function examTag(exam: string): string {
  return exam.startsWith('Class ') ? '' : ` (${exam})`;
}

async function feeStructure(school: DemoSchool): Promise<Uint8Array> {
  const { junior, senior } = school.exams;
  const { doc, fonts } = await newDoc(
    school,
    'Fee Structure 2026-2027',
    'Fees for the session 2026-2027',
    new Date('2026-03-10T05:30:00.000Z'),
  );
  const page = doc.addPage(A4);
  let y = letterhead(page, fonts, school);
  centered(page, 'FEE STRUCTURE FOR THE SESSION 2026-2027', y, fonts.bold, 14);
  y -= 28;
  const classes: Array<[string, number, number, number, number]> = [
    ['Nursery, LKG, UKG', 15000, 7500, 6000, 0],
    ['I - II', 15000, 8400, 6500, 1200],
    ['III - V', 15000, 9000, 7000, 1800],
    ['VI - VIII', 18000, 9900, 7500, 2400],
    [`IX - X${examTag(junior)}`, 18000, 10800, 8000, 3000],
    [`XI - XII Science${examTag(senior)}`, 20000, 12600, 9000, 6000],
    [`XI - XII Commerce / Humanities${examTag(senior)}`, 20000, 11400, 9000, 3000],
  ];
  const rows = [
    [
      'Class',
      'Admission fee (once, Rs.)',
      'Tuition fee per quarter (Rs.)',
      'Annual charges (Rs.)',
      'Computer & lab per year (Rs.)',
      'Total for the year (Rs.)',
    ],
    ...classes.map(([cls, admission, quarter, annual, lab]) => [
      cls,
      rupees(admission),
      rupees(quarter),
      rupees(annual),
      rupees(lab),
      rupees(quarter * 4 + annual + lab),
    ]),
  ];
  y = table(page, rows, [130, 70, 75, 70, 75, 75], y, fonts);
  page.drawText('Transport (bus) fee', { x: MARGIN, y, size: 12, font: fonts.bold });
  y -= 18;
  y = table(
    page,
    [
      ['Distance from school', 'Per month (Rs.)', 'For the year, one installment (Rs.)'],
      ['Up to 5 km', '1,200', '14,400'],
      ['5 to 10 km', '1,500', '18,000'],
      ['Beyond 10 km', '1,800', '21,600'],
    ],
    [165, 165, 165],
    y,
    fonts,
  );
  page.drawText('Notes', { x: MARGIN, y, size: 12, font: fonts.bold });
  y -= 18;
  bullets(
    page,
    [
      'Registration fee Rs. 500, non-refundable.',
      'Tuition fee is payable quarterly by 15 April, 15 July, 15 October and 15 January. A late fee of Rs. 50 per week is charged after the due date.',
      'Bus fee is taken for all 12 months in one installment and is non-refundable.',
      'A pupil who leaves in the middle of the year must pay the fees for the full year.',
      'Fees may be paid online through the parent portal by credit card, debit card or net banking. The receipt is sent by SMS.',
    ],
    y,
    fonts,
  );
  footer(page, fonts, `Issued by the school office. Fees are subject to revision by ${school.feeAuthority}.`);
  return doc.save();
}

async function academicCalendar(school: DemoSchool): Promise<Uint8Array> {
  const { junior, senior } = school.exams;
  const { doc, fonts } = await newDoc(
    school,
    'Academic Calendar 2026-2027',
    'Calendar of the session 2026-2027',
    new Date('2026-03-20T05:30:00.000Z'),
  );
  // The vendor's own copy of the year: the same dates as the school's content/school-year.yaml
  // (terms, holidays, examinations and meetings). Working days are Monday to Friday, less holidays.
  const months: Array<[string, string, string]> = [
    ['April 2026', '20', '1 Apr: first term begins. 3 Apr: Good Friday (holiday). 14 Apr: Ambedkar Jayanti (holiday).'],
    ['May 2026', '10', '1 May: Buddha Purnima (holiday). 11-15 May: Unit Test I. 18 May - 30 June: summer vacation.'],
    ['June 2026', '0', 'Summer vacation.'],
    ['July 2026', '23', '1 July: school reopens. 11 July: Parent-Teacher Meeting.'],
    [
      'August 2026',
      '20',
      '15 Aug: Independence Day (flag hoisting at 8:00 AM; students attend). 28 Aug: Raksha Bandhan (holiday).',
    ],
    ['September 2026', '21', '4 Sep: Janmashtami (holiday). 21 Sep - 3 Oct: half-yearly examinations.'],
    [
      'October 2026',
      '20',
      '1 Oct: second term begins. 2 Oct: Gandhi Jayanti (holiday). 17 Oct: Parent-Teacher Meeting. 20 Oct: Dussehra (holiday).',
    ],
    ['November 2026', '17', '7-11 Nov: Diwali break. 24 Nov: Guru Nanak Jayanti (holiday).'],
    [
      'December 2026',
      '18',
      '7-11 Dec: Unit Test II. 14-23 Dec: pre-board examinations for X and XII. 25 Dec: Christmas (holiday). 28 Dec - 9 Jan: winter vacation.',
    ],
    [
      'January 2027',
      '14',
      '11 Jan: school reopens. 16 Jan: Parent-Teacher Meeting. 26 Jan: Republic Day (flag hoisting at 8:00 AM; students attend).',
    ],
    [
      'February 2027',
      '20',
      `17 Feb - 31 Mar: ${examTitle(junior, 'Class X')} and ${examTitle(senior, 'Class XII')} examinations. 22 Feb - 10 Mar: annual examinations for I-IX and XI.`,
    ],
    [
      'March 2027',
      '20',
      '22-23 Mar: Holi (holiday). 26 Mar: Good Friday (holiday). 27 Mar: results and report cards for I-IX and XI, with parents. 31 Mar: session ends.',
    ],
  ];
  const page = doc.addPage(A4_LANDSCAPE);
  let y = letterhead(page, fonts, school);
  centered(page, 'ACADEMIC CALENDAR 2026-2027', y, fonts.bold, 14);
  y -= 26;
  y = table(
    page,
    [['Month', 'Working days', 'Events, examinations and holidays'], ...months],
    [120, 80, 541.89],
    y,
    fonts,
    10,
  );
  paragraph(
    page,
    'Dates may change at short notice; changes are announced through the school app and the notice board.',
    y,
    fonts.italic,
    10,
  );
  return doc.save();
}

function weekday(y: number, m: number, d: number): string {
  return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  ]!;
}

async function timeTable(school: DemoSchool): Promise<Uint8Array> {
  const { junior, senior } = school.exams;
  const { doc, fonts } = await newDoc(
    school,
    `Time Table of ${junior} & ${senior}`,
    `${junior} and ${senior} examinations 2026`,
    new Date('2025-11-20T05:30:00.000Z'),
  );
  const icse: Array<[number, number, string]> = [
    [2, 18, 'English Language (Paper 1)'],
    [2, 20, 'Hindi'],
    [2, 23, 'History, Civics & Geography (H.C.G. Paper 1)'],
    [2, 25, 'Mathematics'],
    [2, 27, 'English Literature (Paper 2)'],
    [3, 2, 'Physics (Science Paper 1)'],
    [3, 5, 'Geography (H.C.G. Paper 2)'],
    [3, 9, 'Chemistry (Science Paper 2)'],
    [3, 12, 'Computer Applications'],
    [3, 16, 'Biology (Science Paper 3)'],
    [3, 19, 'Physical Education'],
  ];
  const isc: Array<[number, number, string]> = [
    [2, 12, 'English Paper 1 (Language)'],
    [2, 14, 'Physics Paper 1 (Theory)'],
    [2, 17, 'Accounts'],
    [2, 19, 'Chemistry Paper 1 (Theory)'],
    [2, 21, 'History'],
    [2, 24, 'Mathematics'],
    [2, 26, 'Economics'],
    [3, 2, 'English Paper 2 (Literature)'],
    [3, 4, 'Biology Paper 1 (Theory)'],
    [3, 7, 'Commerce'],
    [3, 10, 'Computer Science Paper 1 (Theory)'],
    [3, 13, 'Political Science'],
    [3, 17, 'Hindi'],
  ];
  const section = (
    page: PDFPage,
    heading: string,
    rows: Array<[number, number, string]>,
    time: string,
    y: number,
  ): number => {
    centered(page, heading, y, fonts.bold, 13);
    const body = rows.map(([m, d, subject]) => [
      `${d} ${m === 2 ? 'February' : 'March'} 2026`,
      weekday(2026, m, d),
      subject,
      time,
    ]);
    return table(page, [['Date', 'Day', 'Subject', 'Time'], ...body], [110, 80, 215, 90], y - 20, fonts);
  };
  const first = doc.addPage(A4);
  let y = letterhead(first, fonts, school);
  centered(first, `TIME TABLE OF ${junior} & ${senior} EXAMINATIONS 2026`.toUpperCase(), y, fonts.bold, 14);
  y = section(first, examTitle(junior, 'Class X'), icse, '11:00 AM', y - 30);
  paragraph(
    first,
    'Candidates must be seated in the examination hall by 10:45 AM. Reading time of 15 minutes is given before each paper. Admit cards and school identity cards are compulsory.',
    y,
    fonts.regular,
    10.5,
  );
  const second = doc.addPage(A4);
  y = letterhead(second, fonts, school);
  y = section(second, examTitle(senior, 'Class XII'), isc, '2:00 PM', y - 10);
  paragraph(
    second,
    'Practical examinations are held in the school laboratories in January as per the schedule on the notice board.',
    y,
    fonts.regular,
    10.5,
  );
  return doc.save();
}

async function medicalCertificate(school: DemoSchool): Promise<Uint8Array> {
  const { doc, fonts } = await newDoc(
    school,
    'Medical Certificate',
    'Medical certificate for leave and fitness',
    new Date('2024-04-01T05:30:00.000Z'),
  );
  const page = doc.addPage(A4);
  const form = doc.getForm();
  let y = letterhead(page, fonts, school);
  centered(page, 'MEDICAL CERTIFICATE', y, fonts.bold, 15);
  y -= 22;
  y = paragraph(
    page,
    'To be filled in by a registered medical practitioner and submitted to the class teacher within a week of the leave.',
    y,
    fonts.italic,
    10.5,
  );
  const fields: Array<[string, string]> = [
    ['student_name', 'Name of the student'],
    ['class_section', 'Class and section'],
    ['admission_no', 'Admission number'],
    ['illness', 'Nature of illness'],
    ['leave_from', 'Leave recommended from'],
    ['leave_to', 'Leave recommended to'],
    ['fit_from', 'Fit to resume school from'],
    ['doctor_name', 'Name of the doctor'],
    ['registration_no', 'Medical registration number'],
  ];
  y -= 8;
  for (const [name, label] of fields) {
    page.drawText(`${label}:`, { x: MARGIN, y, size: 11.5, font: fonts.regular });
    const field = form.createTextField(name);
    field.addToPage(page, { x: 240, y: y - 6, width: 300, height: 20, borderColor: GREY, borderWidth: 0.8 });
    y -= 36;
  }
  y -= 6;
  y = paragraph(
    page,
    'I certify that I have examined the above student and that the leave recommended is necessary for recovery. The student is now fit to attend school and take part in the usual activities, except:',
    y,
    fonts.regular,
    11,
  );
  const except = form.createTextField('exceptions');
  except.enableMultiline();
  except.addToPage(page, {
    x: MARGIN,
    y: y - 50,
    width: page.getWidth() - 2 * MARGIN,
    height: 56,
    borderColor: GREY,
    borderWidth: 0.8,
  });
  y -= 110;
  page.drawRectangle({
    x: MARGIN,
    y: y - 70,
    width: 140,
    height: 80,
    borderColor: GREY,
    borderWidth: 0.8,
    borderDashArray: [4, 3],
  });
  page.drawText('Clinic stamp', { x: MARGIN + 36, y: y - 34, size: 10, font: fonts.italic, color: GREY });
  page.drawLine({ start: { x: 360, y: y - 50 }, end: { x: 545, y: y - 50 }, thickness: 0.8, color: BLACK });
  page.drawText("Doctor's signature and date", { x: 385, y: y - 66, size: 10, font: fonts.regular });
  footer(
    page,
    fonts,
    'Leave without a medical certificate submitted within a week is treated as absence (see Attendance & Leave).',
  );
  return doc.save();
}

async function registration(year: number, school: DemoSchool): Promise<Uint8Array> {
  const { doc, fonts } = await newDoc(
    school,
    `Online Registration ${year}`,
    `Registration for admission, session ${year}-${year + 1}`,
    new Date(midnightMs(dayNumber(year, 1, 5))),
  );
  const page = doc.addPage(A4);
  let y = letterhead(page, fonts, school);
  centered(page, `ONLINE REGISTRATION FOR ADMISSION, SESSION ${year}-${year + 1}`, y, fonts.bold, 13.5);
  y -= 26;
  // The same classes and conditions as the school's registration page (content/pages/registration.md).
  y = paragraph(
    page,
    `Registration for admission to LKG and Class VI for the session ${year}-${year + 1} is open on the parent portal from 10 January to 15 February ${year}. Other classes admit only when a vacancy arises, notified separately. Incomplete forms are not considered.`,
    y,
    fonts.regular,
  );
  y = table(
    page,
    [
      ['Class', `Age as on 31 March ${year}`, 'Other conditions'],
      ['LKG', '3.5 years', 'A short, friendly interaction with the child and the parents'],
      ['Class VI', '10.5 years', 'At least 60% in every subject in the last examination passed, and in the interview'],
    ],
    [90, 130, 275],
    y,
    fonts,
  );
  page.drawText('Documents to upload', { x: MARGIN, y, size: 12, font: fonts.bold });
  y -= 18;
  y = bullets(
    page,
    [
      'Birth certificate issued by the municipal authority.',
      'Recent passport-size photograph of the child and of both parents.',
      'Report card of the last class passed (Class I and above) and the transfer certificate at admission.',
      'Aadhaar card of the child and proof of residence.',
    ],
    y,
    fonts,
  );
  page.drawText('Fee and selection', { x: MARGIN, y, size: 12, font: fonts.bold });
  y -= 18;
  bullets(
    page,
    [
      'Registration fee Rs. 500, non-refundable, payable online with the form.',
      'Registration does not guarantee admission. Admission is on merit, and parents must be present at admission and sign the register.',
      'The list of selected candidates is published on the notice board and the parent portal.',
    ],
    y,
    fonts,
  );
  footer(page, fonts, `Principal, ${school.name}`);
  return doc.save();
}

async function circular(spec: Extract<PdfSpec, { type: 'circular' }>, school: DemoSchool): Promise<Uint8Array> {
  const issued = new Date(midnightMs(spec.day) + 10 * 3600_000);
  const { doc, fonts } = await newDoc(
    school,
    spec.title,
    spec.kind === 'news' ? 'Circular' : 'Event programme',
    issued,
  );
  const page = doc.addPage(A4);
  let y = letterhead(page, fonts, school);
  const { year } = fromDayNumber(spec.day);
  page.drawText(
    `Ref: ${school.refPrefix}/${spec.kind === 'news' ? 'CIR' : 'EVT'}/${year}/${String((spec.day % 97) + 1).padStart(3, '0')}`,
    { x: MARGIN, y, size: 10.5, font: fonts.regular },
  );
  const dateText = `Date: ${longDay(spec.day)}`;
  page.drawText(dateText, {
    x: page.getWidth() - MARGIN - fonts.regular.widthOfTextAtSize(dateText, 10.5),
    y,
    size: 10.5,
    font: fonts.regular,
  });
  y -= 34;
  centered(page, spec.kind === 'news' ? 'CIRCULAR' : 'PROGRAMME', y, fonts.bold, 14, MAROON);
  y -= 26;
  y = paragraph(page, spec.title, y, fonts.bold, 13);
  y = paragraph(page, 'Dear Parents,', y - 4, fonts.regular);
  y = paragraph(page, spec.body, y, fonts.regular);
  if (spec.venue || spec.time) {
    y = table(
      page,
      [
        ['Date', 'Time', 'Venue'],
        [longDay(spec.day), spec.time ?? 'To be announced', spec.venue ?? '-'],
      ],
      [165, 120, 210],
      y - 4,
      fonts,
    );
  }
  y = paragraph(
    page,
    'Parents are requested to read this circular carefully and to contact the school office between 8 AM and 2 PM for any clarification.',
    y,
    fonts.regular,
  );
  page.drawLine({ start: { x: 400, y: y - 40 }, end: { x: 545, y: y - 40 }, thickness: 0.8, color: BLACK });
  page.drawText('Principal', { x: 450, y: y - 56, size: 11, font: fonts.regular });
  return doc.save();
}

/** One PDF of `school`: the same spec and school always give the same bytes. */
export function renderPdf(spec: PdfSpec, school: DemoSchool): Promise<Uint8Array> {
  switch (spec.type) {
    case 'fee':
      return feeStructure(school);
    case 'calendar':
      return academicCalendar(school);
    case 'timetable':
      return timeTable(school);
    case 'medical':
      return medicalCertificate(school);
    case 'registration':
      return registration(spec.year, school);
    case 'circular':
      return circular(spec, school);
  }
}
