import { markdownToHtml } from './markdown-pipeline.ts';

// The page's Markdown is formatted here, off its main thread: parsing and KaTeX cost a phone
// ~100 ms per answer, and their code (~130 KB gzip) is never loaded by the page itself.

/** One <Markdown>'s text; the id takes the reply back to it. */
export interface MarkdownRequest {
  id: number;
  content: string;
}

export type MarkdownReply = { id: number; html: string } | { id: number; error: string };

self.onmessage = (event: MessageEvent<MarkdownRequest>) => {
  const { id, content } = event.data;
  let reply: MarkdownReply;
  try {
    reply = { id, html: markdownToHtml(content) };
  } catch (error) {
    // Answered, not thrown: an uncaught error would read as a worker that cannot run at all.
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
