// The Academics group's text pages share one lazy chunk (the PDF pages are in download-pages.tsx).
import { attendance } from '@content/pages/attendance.ts';
import { coCurricular } from '@content/pages/co-curricular.ts';
import { examinationAndPromotion } from '@content/pages/examination.ts';
import { infrastructure } from '@content/pages/infrastructure.ts';
import { outfit } from '@content/pages/outfit.ts';
import { result } from '@content/pages/result.ts';
import { rules } from '@content/pages/rules.ts';
import { ContentPageView } from '@/components/content/content-blocks.tsx';

export function InfrastructurePage() {
  return <ContentPageView page={infrastructure} />;
}

export function ResultPage() {
  return <ContentPageView page={result} />;
}

export function OutfitPage() {
  return <ContentPageView page={outfit} />;
}

export function CoCurricularPage() {
  return <ContentPageView page={coCurricular} />;
}

export function ExaminationAndPromotionPage() {
  return <ContentPageView page={examinationAndPromotion} />;
}

export function RulesPage() {
  return <ContentPageView page={rules} />;
}

export function AttendancePage() {
  return <ContentPageView page={attendance} />;
}
