import { withSource } from '../text.ts';
import type { SectionBuilder } from './context.ts';
import { SectionWriter } from './context.ts';

export const notices: SectionBuilder = (ctx) => {
  const writer = new SectionWriter('NOTICES REQUIRED BY LAW').add(
    'The following notices are part of this contract. The Homeowner should read them before signing.',
  );
  for (const notice of ctx.notices) {
    writer.add(withSource(notice.title, notice.source), ...notice.paragraphs);
    writer.notice(notice.id);
    if (notice.conspicuous) writer.conspicuous.push(...notice.paragraphs);
  }
  return writer.done();
};
