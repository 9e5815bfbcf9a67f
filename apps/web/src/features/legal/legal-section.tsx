import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One numbered part (§) of a legal document; the number comes from its position in the list. */
export interface LegalSectionData {
  /** Anchor id used by the table of contents and by cross-references ("#reklamacje"). */
  id: string;
  title: string;
  body: ReactNode;
}

/** Underlined, high-contrast link: it must not rely on colour alone. */
export const legalLinkClass =
  'font-medium text-slate-900 underline decoration-slate-500 underline-offset-2 hover:decoration-2';

/** Heading text of a numbered section, shared by the heading and the table of contents. */
export function sectionLabel(number: number, title: string): string {
  return `§ ${number}. ${title}`;
}

export function LegalSection({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="scroll-mt-24 text-xl font-semibold leading-snug text-slate-900 sm:text-2xl">
        {sectionLabel(number, title)}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** Numbered clauses (ustępy) of a section. */
export function Clauses({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-3 pl-6 marker:text-slate-600">{children}</ol>;
}

/** Lettered points inside a clause. */
export function Points({ children }: { children: ReactNode }) {
  return <ol className="mt-2 list-[lower-alpha] space-y-1.5 pl-6 marker:text-slate-600">{children}</ol>;
}

/** Unnumbered list, e.g. examples. */
export function Bullets({ children }: { children: ReactNode }) {
  return <ul className="mt-2 list-disc space-y-1.5 pl-6 marker:text-slate-500">{children}</ul>;
}

/** A defined term, bold on first use. */
export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-slate-900">{children}</strong>;
}

/** Link to another section of the same document, e.g. <SectionRef id="reklamacje">§ 14</SectionRef>. */
export function SectionRef({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a href={`#${id}`} className={legalLinkClass}>
      {children}
    </a>
  );
}

/** Link to another page of the app. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={legalLinkClass}>
      {children}
    </Link>
  );
}

/** Link to an outside website; the address is shown so it can be read on paper, too. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} className={`${legalLinkClass} break-all`} rel="noopener noreferrer">
      {href.replace(/^https:\/\//, '').replace(/\/$/, '')}
    </a>
  );
}

const EMAIL_PATTERN = /^[^\s@[\]]+@[^\s@[\]]+\.[^\s@[\]]+$/;

/** An e-mail address as a mailto link; anything else stays plain text. */
export function EmailAddress({ address }: { address: string }) {
  if (!EMAIL_PATTERN.test(address)) return <span className="font-medium">{address}</span>;
  return (
    <a href={`mailto:${address}`} className={`${legalLinkClass} break-all`}>
      {address}
    </a>
  );
}
