import type { CancellationRight } from '../federal/cooling-off.ts';
import type { RuleContext, StateClause, StateNotice, StateRules } from '../states/types.ts';
import { withSource } from '../text.ts';
import type { NoticeId, SectionId } from '../types.ts';

/** Everything a section needs, computed once per contract. */
export interface SectionContext extends RuleContext {
  rules: StateRules | undefined;
  /** The detailed scope of work (the input's scope, else the draft's AI scope). */
  scope: string | undefined;
  cancellation: CancellationRight | undefined;
  /** The state's clauses for all sections. */
  clauses: StateClause[];
  /** Notices for the notices section (state and federal). */
  notices: StateNotice[];
  /** The number a section got, for cross-references. */
  numberOf: (id: SectionId) => number;
}

export interface SectionContent {
  heading: string;
  paragraphs: string[];
  notices: NoticeId[];
  conspicuous: string[];
}

export type SectionBuilder = (ctx: SectionContext) => SectionContent;

/** Collects a section's paragraphs and the notices and conspicuous passages they carry. */
export class SectionWriter {
  readonly paragraphs: string[] = [];
  readonly notices: NoticeId[] = [];
  readonly conspicuous: string[] = [];

  constructor(private readonly heading: string) {}

  add(...paragraphs: Array<string | undefined | false>): this {
    for (const p of paragraphs) if (p) this.paragraphs.push(p);
    return this;
  }

  /** Lines joined into one paragraph. */
  lines(...lines: Array<string | undefined | false>): this {
    const kept = lines.filter((l): l is string => !!l);
    if (kept.length) this.paragraphs.push(kept.join('\n'));
    return this;
  }

  clause(clause: StateClause): this {
    this.paragraphs.push(withSource(clause.text, clause.source));
    this.notice(clause.id);
    if (clause.conspicuous) this.conspicuous.push(clause.text);
    return this;
  }

  /** The state's clauses meant for one section. */
  stateClauses(ctx: SectionContext, section: SectionId): this {
    for (const c of ctx.clauses) if (c.section === section) this.clause(c);
    return this;
  }

  notice(...ids: NoticeId[]): this {
    this.notices.push(...ids);
    return this;
  }

  done(): SectionContent {
    return { heading: this.heading, paragraphs: this.paragraphs, notices: this.notices, conspicuous: this.conspicuous };
  }
}
