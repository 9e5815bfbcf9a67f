import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AudienceSection } from './audience-section.tsx';
import { CtaSection } from './cta-section.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { LandingHero } from './landing-hero.tsx';
import { SafetySection } from './safety-section.tsx';
import { ToolsSection } from './tools-section.tsx';

export const LANDING_TITLE = 'Kreda – Wszystko, czego potrzebujesz do nauki';

/** Public landing page at "/" (lazy route). */
export function Component() {
  useDocumentTitle(LANDING_TITLE, { exact: true });
  return (
    <>
      <LandingHero />
      <AudienceSection />
      <ToolsSection />
      <HowItWorks />
      <SafetySection />
      <CtaSection />
    </>
  );
}
