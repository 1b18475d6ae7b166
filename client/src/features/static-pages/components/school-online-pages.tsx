// The School Online group (ERP Software, Parent Portal), Contact Us and the accessibility
// statement share one lazy chunk.
import { accessibility } from '@content/pages/accessibility.ts';
import { contact } from '@content/pages/contact.ts';
import { erpSoftware, parentPortal } from '@content/pages/school-online.ts';
import { ContentPageView } from '@/components/content/content-blocks.tsx';

export function ErpSoftwarePage() {
  return <ContentPageView page={erpSoftware} />;
}

export function ParentPortalPage() {
  return <ContentPageView page={parentPortal} />;
}

export function ContactPage() {
  return <ContentPageView page={contact} />;
}

export function AccessibilityPage() {
  return <ContentPageView page={accessibility} />;
}
