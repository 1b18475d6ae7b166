// The Prospectus group's pages share one lazy chunk.
import { admission, withdrawal } from '@content/pages/admission.ts';
import { instruction, recommendation } from '@content/pages/guidance.ts';
import { registration } from '@content/pages/registration.ts';
import { requirement } from '@content/pages/requirement.ts';
import { ContentPageView } from '@/components/content/content-blocks.tsx';

export function RegistrationPage() {
  return <ContentPageView page={registration} />;
}

export function RequirementPage() {
  return <ContentPageView page={requirement} />;
}

export function AdmissionPage() {
  return <ContentPageView page={admission} />;
}

export function WithdrawalPage() {
  return <ContentPageView page={withdrawal} />;
}

export function RecommendationPage() {
  return <ContentPageView page={recommendation} />;
}

export function InstructionPage() {
  return <ContentPageView page={instruction} />;
}
