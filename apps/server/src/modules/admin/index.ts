import type { ModuleManifest } from '../../core/module.ts';
import { adminResolvers } from './resolvers.ts';

/**
 * The admin's statistics and costs (from the AI-call records, the usage ledger and the domain
 * events; never a tool's table or anyone's content), the CSV export, and the admin's changes to
 * accounts: role and blocking, audited with the plan changes (ADR 038). No tables of its own.
 */
export const adminModule: ModuleManifest = {
  name: 'admin',
  resolvers: adminResolvers,
};
