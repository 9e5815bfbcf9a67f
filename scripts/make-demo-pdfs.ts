// Makes the demo library's textbooks (apps/server/src/modules/library/demo/*.md, written for the
// project) into PDFs with an outline, as an admin would upload them to /admin/podreczniki:
//   npx tsx --conditions=source scripts/make-demo-pdfs.ts [output folder, default: demo-pdfs]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readDemoBooks } from '../apps/server/src/modules/library/seed-demo.ts';
import { bookPdf, demoBookText } from '../apps/server/src/modules/library/testing/textbook-pdfs.ts';

const out = path.resolve(process.argv[2] ?? 'demo-pdfs');
await mkdir(out, { recursive: true });
for (const [key, book] of await readDemoBooks()) {
  const file = path.join(out, `${key.replace(/^demo:/, '')}.pdf`);
  const bytes = await bookPdf(demoBookText(book));
  await writeFile(file, bytes);
  console.log(`${file} (${Math.round(bytes.byteLength / 1024)} KB)`);
}
