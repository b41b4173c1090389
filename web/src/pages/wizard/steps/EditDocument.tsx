import { useRef } from 'react';
import { ArrowDown, ArrowUp, List, Lock, Plus, Trash2 } from 'lucide-react';
import { headingLevel, newSectionHeading, type EditableContract, type EditableSection } from '@homepact/legal';
import { Button, Label } from '../../../components/ui';
import { ContractTextView } from '../../../components/ui/ContractTextView';
import './EditStep.css';

/** Why a section heading would not read as a section heading (the model's rule), or null. */
export function headingProblem(heading: string): string | null {
  if (!heading.trim()) return 'A section needs a heading, like "15. EXTRA WORK".';
  if (headingLevel(heading) !== 1) return 'Start the heading with its number, like "15. EXTRA WORK" (short, not a sentence).';
  return null;
}

/** "- " in front of each selected line, or off again when every one has it. */
export function toggleList(body: string, start: number, end: number): { body: string; start: number; end: number } {
  const lineStart = body.lastIndexOf('\n', Math.max(0, start - 1)) + 1;
  const nextBreak = body.indexOf('\n', end > start && body[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? body.length : nextBreak;
  const lines = body.slice(lineStart, lineEnd).split('\n');
  const all = lines.filter((l) => l.trim()).every((l) => /^[-•*]\s+/.test(l));
  const changed = lines.map((l) => (!l.trim() ? l : all ? l.replace(/^[-•*]\s+/, '') : `- ${l}`)).join('\n');
  return { body: body.slice(0, lineStart) + changed + body.slice(lineEnd), start: lineStart, end: lineStart + changed.length };
}

interface EditDocumentProps {
  value: EditableContract;
  onChange: (next: EditableContract) => void;
}

let keys = 0;

/**
 * The contract edited as the document it is (issue 10.4): the title block,
 * then each section as a heading and its text (a "- " line is a list item;
 * the List button toggles them), with sections added, moved and removed
 * above the signatures. The signature section is fixed: it holds the
 * e-signature consent and the parties' signature blocks, so no text can land
 * below them.
 */
export function EditDocument({ value, onChange }: EditDocumentProps) {
  const areas = useRef(new Map<string, HTMLTextAreaElement>());
  const set = (sections: EditableSection[]) => onChange({ ...value, sections });
  const patch = (i: number, p: Partial<EditableSection>) => set(value.sections.map((s, j) => (j === i ? { ...s, ...p } : s)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value.sections];
    const [s] = next.splice(i, 1);
    next.splice(i + by, 0, s!);
    set(next);
  };
  const add = () => set([...value.sections, { key: `new-${++keys}`, heading: newSectionHeading(value), body: '' }]);
  const list = (i: number, key: string) => {
    const area = areas.current.get(key);
    const s = value.sections[i]!;
    const r = toggleList(s.body, area?.selectionStart ?? 0, area?.selectionEnd ?? 0);
    patch(i, { body: r.body });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(r.start, r.end);
    });
  };
  const rows = (text: string) => Math.min(18, Math.max(3, text.split('\n').length + 1));

  return (
    <div className="ed-doc">
      <div className="ed-section ed-preamble">
        <Label htmlFor="ed-preamble">Title and introduction</Label>
        <textarea
          id="ed-preamble"
          className="input wz-textarea ed-body"
          rows={rows(value.preamble)}
          value={value.preamble}
          onChange={(e) => onChange({ ...value, preamble: e.target.value })}
        />
      </div>

      {value.sections.map((s, i) => {
        const problem = headingProblem(s.heading);
        const id = `ed-${s.key}`;
        return (
          <section key={s.key} className="ed-section" aria-label={`Section ${s.heading || i + 1}`}>
            <div className="ed-heading-row">
              <div className="ed-heading-field">
                <Label htmlFor={`${id}-heading`}>Section heading</Label>
                <input
                  id={`${id}-heading`}
                  className="input ed-heading"
                  value={s.heading}
                  aria-invalid={Boolean(problem)}
                  aria-describedby={problem ? `${id}-heading-error` : undefined}
                  onChange={(e) => patch(i, { heading: e.target.value })}
                />
              </div>
              <div className="ed-tools" role="group" aria-label={`Arrange ${s.heading}`}>
                <Button variant="ghost" size="sm" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move ${s.heading} up`}>
                  <ArrowUp aria-hidden size={16} />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => move(i, 1)}
                  disabled={i === value.sections.length - 1}
                  aria-label={`Move ${s.heading} down`}
                >
                  <ArrowDown aria-hidden size={16} />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => set(value.sections.filter((_, j) => j !== i))}
                  aria-label={`Remove ${s.heading}`}
                >
                  <Trash2 aria-hidden size={16} />
                </Button>
              </div>
            </div>
            {problem && (
              <p id={`${id}-heading-error`} className="field-error" role="alert">
                {problem}
              </p>
            )}
            <div className="ed-body-head">
              <Label htmlFor={`${id}-body`}>Text of {s.heading || 'this section'}</Label>
              <Button variant="outline" size="sm" onClick={() => list(i, s.key)}>
                <List aria-hidden size={16} /> List
              </Button>
            </div>
            <textarea
              id={`${id}-body`}
              ref={(el) => {
                if (el) areas.current.set(s.key, el);
                else areas.current.delete(s.key);
              }}
              className="input wz-textarea ed-body"
              rows={rows(s.body)}
              value={s.body}
              onChange={(e) => patch(i, { body: e.target.value })}
            />
          </section>
        );
      })}

      <Button variant="outline" onClick={add} className="ed-add">
        <Plus aria-hidden size={16} /> Add section
      </Button>

      {value.fixed && (
        <section className="ed-section ed-fixed" aria-label="Signature section (fixed)">
          <p className="ed-fixed-note">
            <Lock aria-hidden size={16} /> <strong>{value.fixed.heading ?? 'Signatures'}</strong>{' '}
            <span className="ed-fixed-badge">fixed</span>
          </p>
          <p className="muted">
            It holds the e-signature consent and each party&rsquo;s signature block, so nothing can be added below them. Add terms as a
            section above.
          </p>
          <details>
            <summary>Show the signature section</summary>
            <ContractTextView
              text={value.fixed.heading ? `${value.fixed.heading}\n${value.fixed.body}` : value.fixed.body}
              headingOffset={2}
            />
          </details>
        </section>
      )}
    </div>
  );
}

/** Whether every heading reads as a section heading. */
export const editableProblems = (e: EditableContract) => e.sections.map((s) => headingProblem(s.heading)).filter(Boolean) as string[];
