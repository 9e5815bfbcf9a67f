import { LegalPageLayout } from './legal-page-layout.tsx';
import { TERMS_SECTIONS, TERMS_SUMMARY } from './terms-content.tsx';

/** /regulamin — Terms of Service (lazy route module). */
export function Component() {
  return (
    <LegalPageLayout
      heading="Regulamin świadczenia usług drogą elektroniczną w serwisie Kreda"
      title="Regulamin"
      summary={TERMS_SUMMARY}
      sections={TERMS_SECTIONS}
    />
  );
}
