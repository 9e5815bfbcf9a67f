// The operator's details come from the server's configuration (OPERATOR_*, getAppConfig.operator):
// production refuses to start without them, development shows a marked example. The legal texts
// name the operator through the components below, so the texts themselves stay static.
import { createContext, type ReactNode, useContext } from 'react';
import type { Operator } from './api/get-operator.ts';
import { EmailAddress } from './legal-section.tsx';

const OperatorContext = createContext<Operator | null>(null);

/** Gives the legal texts below it the operator they name. */
export function OperatorProvider({ operator, children }: { operator: Operator; children: ReactNode }) {
  return <OperatorContext.Provider value={operator}>{children}</OperatorContext.Provider>;
}

function useOperatorDetails(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('a legal text named the operator outside OperatorProvider');
  return operator;
}

/** "KRS 0000123456, NIP 1234563218": the register numbers the e-services act (art. 5) asks for. */
export function registrationText(operator: Pick<Operator, 'krs' | 'nip'>): string {
  return [operator.krs ? `KRS ${operator.krs}` : null, operator.nip ? `NIP ${operator.nip}` : null]
    .filter(Boolean)
    .join(', ');
}

/** Name, registered office and register numbers, as the first clause of each document gives them. */
export function OperatorIdentity() {
  const operator = useOperatorDetails();
  const registration = registrationText(operator);
  return (
    <>
      {operator.name}, {operator.address}
      {registration ? `, ${registration}` : ''}
    </>
  );
}

export function OperatorName() {
  return <>{useOperatorDetails().name}</>;
}

export function OperatorAddress() {
  return <>{useOperatorDetails().address}</>;
}

/** The contact address for users, complaints and notices, as a mailto link. */
export function OperatorEmail() {
  return <EmailAddress address={useOperatorDetails().email} />;
}

/** The data protection officer's address, as a mailto link. */
export function DpoEmail() {
  return <EmailAddress address={useOperatorDetails().dpoEmail} />;
}

/** The date from which the current versions of both documents apply. */
export const LEGAL_EFFECTIVE_DATE = { iso: '2026-11-29', label: '29 listopada 2026 r.' } as const;
