import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { GET_ADMIN_ACCOUNT } from './get-admin-account.ts';
import { GET_ADMIN_STATS } from './get-admin-stats.ts';
import { GET_AUDIT_LOG } from './get-audit-log.ts';
import { GET_USAGE } from './get-usage.ts';
import { GET_USAGE_CSV } from './get-usage-csv.ts';

describe('the admin statistics documents', () => {
  it('stay within the depth the server accepts', () => {
    const documents = { GET_ADMIN_ACCOUNT, GET_ADMIN_STATS, GET_AUDIT_LOG, GET_USAGE, GET_USAGE_CSV };
    for (const [name, document] of Object.entries(documents))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('ask for an admin only what names them in the log', () => {
    expect(GET_ADMIN_ACCOUNT.toString()).not.toMatch(/onboarding|metadata|integrations/);
  });
});
