import { LegalPageLayout } from './legal-page-layout.tsx';
import { PRIVACY_SECTIONS, PRIVACY_SUMMARY } from './privacy-content.tsx';

/** /polityka-prywatnosci — Privacy Policy (lazy route module). */
export function Component() {
  return (
    <LegalPageLayout
      heading="Polityka prywatności serwisu Kreda"
      title="Polityka prywatności"
      summary={PRIVACY_SUMMARY}
      sections={PRIVACY_SECTIONS}
    />
  );
}
