import { pdfWithText } from '../../../testing/fixtures/documents.ts';
import type { ToolTraceFiller } from '../../../testing/user-traces.ts';
import { solvedTest } from './documents.ts';
import { createTestSolverModel } from './fake-model.ts';

declare module '../../../testing/user-traces.ts' {
  interface ToolTraces {
    /** A one-task test sent as a PDF and solved (its page and its solutions become materials). */
    test: Awaited<ReturnType<typeof solvedTest>>;
  }
}

/** What the test solver keeps of a pupil, for the account's deletion and data-export tests. */
export const userTraces: ToolTraceFiller<'test'> = {
  key: 'test',
  async fill({ user, workspaceId, marker, ai }) {
    const model = createTestSolverModel();
    ai.script(model.reply, model.reply);
    const bytes = await pdfWithText([`Zadanie 1. (0-1)\nOblicz 2 + 3.`]);
    const test = await solvedTest(user, [{ bytes, name: `test-${marker}.pdf`, type: 'application/pdf' }], {
      workspaceId,
      title: `Sprawdzian ${marker}`,
    });
    if (test.state !== 'SOLVED') throw new Error(`test not solved: ${test.error}`);
    return test;
  },
};
