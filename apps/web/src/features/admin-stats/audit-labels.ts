// The audit log's words: each operation and target type by its Polish name, ids shortened for
// reading (the whole id stays in the link or its title).

const OPERATIONS: Record<string, string> = {
  createPlan: 'Nowy plan',
  updatePlan: 'Zmiana planu',
  createLimit: 'Nowy limit',
  updateLimit: 'Zmiana limitu',
  addLimitToPlan: 'Limit skopiowany do planu',
  assignUserSub: 'Przyznanie planu',
  deleteUserSub: 'Zakończenie planu',
  createAdditionalLimit: 'Dodatkowy limit',
  updateUserRole: 'Zmiana roli',
  setUserBlocked: 'Blokada konta',
};

const TARGETS: Record<string, string> = {
  Plan: 'Plan',
  Limit: 'Limit',
  Subscription: 'Subskrypcja',
  AdditionalLimit: 'Dodatkowy limit',
  User: 'Użytkownik',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operation's Polish name; lifting a block reads as such, an unknown operation as itself. */
export function operationLabel(operation: string, after: unknown): string {
  if (operation === 'setUserBlocked' && isRecord(after) && after.blockedAt == null)
    return 'Odblokowanie konta';
  return OPERATIONS[operation] ?? operation;
}

export function targetLabel(targetType: string): string {
  return TARGETS[targetType] ?? targetType;
}

/** "3f2a9c1e…" of a uuid: enough to tell entries apart at a glance. */
export function shortId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 8)}…` : id;
}
