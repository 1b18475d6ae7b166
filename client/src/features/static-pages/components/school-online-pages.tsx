// The School Online group (ERP Software, Parent Portal) and Contact Us share one lazy chunk.
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
