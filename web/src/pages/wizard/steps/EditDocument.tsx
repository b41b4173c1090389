import { useRef } from 'react';
import { AlertTriangle, ArrowDown, ArrowUp, List, Lock, Plus, Trash2 } from 'lucide-react';
import {
  headingLevel,
  isLockedSection,
  numberedHeading,
  renumber,
  splitHeading,
  type DanglingReference,
  type EditableContract,
  type EditableSection,
  type RemovedSection,
} from '@homepact/legal';
import { Button, Label } from '../../../components/ui';
import { ContractTextView } from '../../../components/ui/ContractTextView';
import './EditStep.css';

/** Why a section heading would not read as a section heading (the model's rule), or null. The number is the editor's. */
export function headingProblem(heading: string): string | null {
  if (!splitHeading(heading).words.trim()) return 'A section needs a heading, like "EXTRA WORK".';
  if (headingLevel(heading) !== 1) return 'Make the heading a short title, like "EXTRA WORK", not a sentence.';
  return null;
}

/** "Section 9 (SCHEDULE AND ACCESS) was removed, but 3. TIMELINE and the signature section still refer to it." */
export function danglingMessage(d: DanglingReference): string {
  const names = d.mentionedIn.map((m) => (m.key === 'fixed' ? 'the signature section' : m.heading));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}` : names[0]!;
  return `Section ${d.number}${d.heading ? ` (${d.heading})` : ''} was removed, but ${list} still ${names.length > 1 ? 'refer' : 'refers'} to it.`;
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
  /** Opens the wizard step whose answers write a locked section (its heading's words). */
  onChangeAnswers?: (words: string) => void;
}

let keys = 0;

/** Move up, move down and (for a section that is the owner's to change) remove. */
function SectionTools(props: {
  heading: string;
  index: number;
  count: number;
  onMove: (i: number, by: -1 | 1) => void;
  onRemove?: (i: number) => void;
}) {
  const { heading, index, count, onMove, onRemove } = props;
  return (
    <div className="ed-tools" role="group" aria-label={`Arrange ${heading}`}>
      <Button variant="ghost" size="sm" onClick={() => onMove(index, -1)} disabled={index === 0} aria-label={`Move ${heading} up`}>
        <ArrowUp aria-hidden size={16} />
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onMove(index, 1)} disabled={index === count - 1} aria-label={`Move ${heading} down`}>
        <ArrowDown aria-hidden size={16} />
      </Button>
      {onRemove && (
        <Button variant="ghost" size="sm" onClick={() => onRemove(index)} aria-label={`Remove ${heading}`}>
          <Trash2 aria-hidden size={16} />
        </Button>
      )}
    </div>
  );
}

/**
 * The contract edited as the document it is (docs/decisions/0012-one-contract-text-model.md): the title block,
 * then each section as a heading and its text (a "- " line is a list item;
 * the List button toggles them), with sections added, moved and removed
 * above the signatures. The signature section is fixed: it holds the
 * e-signature consent and the parties' signature blocks, so no text can land
 * below them.
 */
export function EditDocument({ value, onChange, onChangeAnswers }: EditDocumentProps) {
  const areas = useRef(new Map<string, HTMLTextAreaElement>());
  // Every change goes through renumber: sections 1..n, the signature section last, references following their sections.
  const set = (sections: EditableSection[], removed: RemovedSection[] = []) => onChange(renumber({ ...value, sections }, removed).editable);
  const patch = (i: number, p: Partial<EditableSection>) => set(value.sections.map((s, j) => (j === i ? { ...s, ...p } : s)));
  const setWords = (i: number, words: string) => {
    const { separator } = splitHeading(value.sections[i]!.heading);
    patch(i, { heading: numberedHeading(i + 1, words, separator) });
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...value.sections];
    const [s] = next.splice(i, 1);
    next.splice(i + by, 0, s!);
    set(next);
  };
  const remove = (i: number) =>
    set(
      value.sections.filter((_, j) => j !== i),
      [{ heading: value.sections[i]!.heading }],
    );
  // A new section goes last above the signature section, which renumber moves to the next number.
  const add = () => set([...value.sections, { key: `new-${++keys}`, heading: 'NEW SECTION', body: '' }]);
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

      {value.dangling && value.dangling.length > 0 && (
        <div className="ed-dangling" role="alert">
          <p className="ed-dangling-title">
            <AlertTriangle aria-hidden size={16} /> <strong>Check the references to removed sections</strong>
          </p>
          <ul>
            {value.dangling.map((d) => (
              <li key={d.number}>{danglingMessage(d)}</li>
            ))}
          </ul>
          <p className="muted">
            Change or delete those references before you save, so the contract does not point at a section it no longer has.
          </p>
        </div>
      )}

      {value.sections.map((s, i) => {
        const problem = headingProblem(s.heading);
        const id = `ed-${s.key}`;
        const { words } = splitHeading(s.heading);
        if (isLockedSection(words)) {
          // Written from the answers (parties, dates, price and payments): one set of terms, changed only in the wizard.
          return (
            <section key={s.key} className="ed-section ed-locked" aria-label={`Section ${s.heading}`}>
              <div className="ed-heading-row">
                <p className="ed-fixed-note">
                  <Lock aria-hidden size={16} /> <strong>{s.heading}</strong> <span className="ed-fixed-badge">from your answers</span>
                </p>
                <SectionTools heading={s.heading} index={i} count={value.sections.length} onMove={move} />
              </div>
              <p className="muted">
                The contract states its parties, dates, price and payments once, as your answers give them. Change them in the wizard, and
                put any words of your own in a section of your own.
              </p>
              {onChangeAnswers && (
                <Button variant="outline" size="sm" onClick={() => onChangeAnswers(words)}>
                  Change these answers
                </Button>
              )}
              <details>
                <summary>Show the text of {words.charAt(0) + words.slice(1).toLowerCase()}</summary>
                <ContractTextView text={`${s.heading}\n${s.body}`} headingOffset={2} />
              </details>
            </section>
          );
        }
        return (
          <section key={s.key} className="ed-section" aria-label={`Section ${s.heading || i + 1}`}>
            <div className="ed-heading-row">
              <div className="ed-heading-field">
                <Label htmlFor={`${id}-heading`}>Section heading</Label>
                <div className="ed-heading-input">
                  {/* The number is the editor's: it follows the section's place, so only the words are typed. */}
                  <span id={`${id}-number`} className="ed-heading-number" title="Numbered automatically">
                    {i + 1}.
                  </span>
                  <input
                    id={`${id}-heading`}
                    className="input ed-heading"
                    value={words}
                    aria-invalid={Boolean(problem)}
                    aria-describedby={[`${id}-number`, problem ? `${id}-heading-error` : null].filter(Boolean).join(' ')}
                    onChange={(e) => setWords(i, e.target.value)}
                  />
                </div>
              </div>
              <SectionTools heading={s.heading} index={i} count={value.sections.length} onMove={move} onRemove={remove} />
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
