// The About group's pages share one lazy chunk.
import { aims, introduction, motto } from '@content/pages/about.ts';
import { ContentPageView } from '@/components/content/content-blocks.tsx';

export function IntroductionPage() {
  return <ContentPageView page={introduction} />;
}

export function AimsPage() {
  return <ContentPageView page={aims} />;
}

export function MottoPage() {
  return <ContentPageView page={motto} />;
}
