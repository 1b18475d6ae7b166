// School Online group: /ParentPortal (guidelines of spec section 2) and /ERPSoftware.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

const portalAddress = school.links.parentPortal.href;
const vendor = school.links.erpVendor.label;

export const parentPortal: ContentPage = {
  lead: `Parents can see attendance, marks, circulars and fees, and pay fees online, on the school’s Parent Portal, run for us by ${vendor}. The portal is a separate, secure website; these guidelines explain how to use it.`,
  blocks: [
    {
      type: 'links',
      items: [
        { label: 'Log in to the Parent Portal', href: portalAddress, description: 'Opens the portal in a new tab.' },
        { ...school.links.portalHelp, description: 'Step-by-step help from the portal provider.' },
        { ...school.links.mobileApp, description: 'Install the parent app on your phone.' },
      ],
    },
    {
      type: 'section',
      heading: 'Logging in',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            [{ text: 'Open the Parent Portal', href: portalAddress }, '.'],
            'Enter the user ID given to you by the school and select Next.',
            'Enter your password and select Log in.',
            'On your first login, change the password to one only you know.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Forgot your password?',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'On the login page, select Forgot Password.',
            'Choose your user type (parent or student).',
            'Enter the mobile number registered with the school.',
            'Your user ID and a new password are sent to that number by SMS.',
          ],
        },
        {
          type: 'paragraph',
          text: 'If your mobile number has changed, inform the school office in writing so that the new number can be registered.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Mobile app',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            ['Install the ', { text: school.links.mobileApp.label, href: school.links.mobileApp.href }, ' on your phone.'],
            ['When the app asks for the school’s portal address, check that it is exactly ', { strong: portalAddress }, '.'],
            'Log in with the same user ID and password as on the website.',
          ],
        },
        {
          type: 'notice',
          tone: 'info',
          title: 'Check the address',
          text: 'The school never asks for your password by phone, SMS or e-mail. Log in only on the portal address above.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Paying fees online',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Log in and open Finance, then Pay Fees.',
            'Choose the installment you want to pay and check the amount.',
            'Select Proceed to go to the secure payment gateway.',
            'Pay by credit card, debit card or net banking.',
            'After a successful payment the receipt is shown on the screen and an SMS confirmation is sent to your registered mobile number.',
          ],
        },
        {
          type: 'notice',
          tone: 'important',
          title: 'Receipt not shown?',
          text: 'If the receipt does not appear after paying, do not pay again. Open My Payment under Finance: the payment and its receipt are listed there once the bank confirms it.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Help desk',
      blocks: [
        {
          type: 'paragraph',
          text: [
            `The ${school.helpDeskLabel} is open from ${school.helpDesk}. Call `,
            { text: school.phone.display, href: `tel:${school.phone.tel}` },
            ' or write to ',
            { text: school.email, href: `mailto:${school.email}` },
            ', giving the student’s name, class and admission number.',
          ],
        },
      ],
    },
  ],
};

export const erpSoftware: ContentPage = {
  lead: `${school.name} runs its administration on ${vendor}, a school management system that connects the office, teachers, students and parents. Parents use it through the Parent Portal and the mobile app.`,
  blocks: [
    {
      type: 'section',
      heading: 'What the system does',
      blocks: [
        {
          type: 'list',
          items: [
            [{ strong: 'Admissions and registration:' }, ' online registration forms, selection lists and admission records.'],
            [{ strong: 'Student information:' }, ' one record per student with contact details, health notes and documents.'],
            [{ strong: 'Attendance:' }, ' daily attendance marked by class teachers, with an SMS to parents when a child is absent.'],
            [{ strong: 'Fees and finance:' }, ' fee schedules, online payment, receipts and payment history.'],
            [{ strong: 'Examinations and results:' }, ' marks entry, report cards and results published to parents.'],
            [{ strong: 'Timetable and homework:' }, ' class timetables, assignments and circulars.'],
            [{ strong: 'Library and transport:' }, ' book issue and return, bus routes and stops.'],
            [{ strong: 'Communication:' }, ' notices, SMS and app notifications from the school.'],
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'For parents',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'With the parent app and the portal you can follow your child’s attendance and results, read circulars, and pay fees by card or net banking from home. The ',
            { text: 'Parent Portal guidelines', page: 'parentPortal' },
            ' explain how to log in, reset a password and pay fees.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Privacy',
      blocks: [
        {
          type: 'paragraph',
          text: 'Student records are visible only to the school staff who need them and to the student’s own parents after login. The school does not share them with anyone else.',
        },
      ],
    },
    {
      type: 'links',
      items: [
        { label: `About ${vendor}`, href: school.links.erpVendor.href, description: 'The vendor’s website.' },
        { ...school.links.portalHelp, description: 'Help with the portal and the app.' },
      ],
    },
  ],
};
