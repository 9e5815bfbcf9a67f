import type { ModuleManifest } from '../../core/module.ts';
import { adminPlansResolvers } from './resolvers.ts';

/**
 * The admin's operations on plans, limits, subscriptions and additional limits (rows owned by
 * usage; the user's record kept in step through users), and the audit log of every such change
 * (ADR 034). No user data of its own: the log keeps what admins did, with opaque ids.
 */
export const adminPlansModule: ModuleManifest = {
  name: 'admin-plans',
  resolvers: adminPlansResolvers,
};

export { recordAudit } from './audit.ts';
