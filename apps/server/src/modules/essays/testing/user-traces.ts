import { POLISH_ESSAY } from '../../../testing/fixtures/essays.ts';
import { dataOf } from '../../../testing/session-client.ts';
import type { ToolTraceFiller } from '../../../testing/user-traces.ts';
import { ESSAYS, maturaOrder, orderReview, settledReview, writtenEssay } from './documents.ts';
import { createEssayModel } from './fake-model.ts';

declare module '../../../testing/user-traces.ts' {
  interface ToolTraces {
    /** An essay plan with one rewrite proposal, and a graded pasted essay. */
    essay: {
      essay: Awaited<ReturnType<typeof writtenEssay>>;
      review: Awaited<ReturnType<typeof settledReview>>;
    };
  }
}

/** What the essay tool keeps of a pupil, for the account's deletion and data-export tests. */
export const userTraces: ToolTraceFiller<'essay'> = {
  key: 'essay',
  async fill({ user, workspaceId, marker, ai }) {
    const model = createEssayModel();
    ai.script(model.reply, model.reply, model.reply, model.reply);
    const temat = `Czy warto poświęcać się dla innych? (${marker})`;
    const essay = await writtenEssay(user, maturaOrder({ workspaceId, temat, type: 'STRUCTURE' }));
    if (essay.state !== 'FINISHED') throw new Error(`essay not written: ${essay.error}`);
    dataOf(
      await user.client.gql(ESSAYS.rewrite, {
        input: { segmentId: essay.segments[1]?.id ?? '', instruction: `Dodaj przykład ${marker}.` },
      }),
    );
    const ordered = await orderReview(user, {
      workspaceId,
      temat,
      przedmiot: 'polish',
      poziom: 'MAUTURA_PODSTAWOWA',
      content: `${POLISH_ESSAY} ${marker}`,
    });
    const review = await settledReview(user, ordered.id);
    if (review.state !== 'FINISHED') throw new Error(`review not graded: ${review.error}`);
    return { essay, review };
  },
};
