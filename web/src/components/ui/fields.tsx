/**
 * The field kit: a labelled control with its hint and error, for every form. The hint and the error are
 * tied to the control with aria-describedby, an error sets aria-invalid, and a required field carries
 * aria-required and a mark. A control's id is `{prefix}{name}` under a <FieldIds prefix>, so a page can
 * focus a field by name (the wizard's Review warnings), else one of React's own.
 * For a control of its own (a switch, a styled list), a form wraps it in <Field>, which hands it the same
 * attributes.
 */
import { createContext, useContext, useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { Input } from './Input';
import { Label } from './Label';
import { Select, type SelectOption } from './Select';
import './fields.css';

const IdPrefix = createContext<string | null>(null);

/** Gives the fields inside ids of `{prefix}{name}`. */
export function FieldIds({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <IdPrefix.Provider value={prefix}>{children}</IdPrefix.Provider>;
}

function useFieldId(name: string): string {
  const prefix = useContext(IdPrefix);
  const own = useId();
  return prefix === null ? `${own}${name}` : `${prefix}${name}`;
}

interface Described {
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function HintAndError({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function RequiredMark({ required }: { required?: boolean | undefined }) {
  if (!required) return null;
  return (
    <span className="wz-required" aria-hidden>
      {' '}
      *
    </span>
  );
}

/** The id, name and state attributes of a field's control. */
function controlProps(id: string, name: string, error: string | undefined, hint: ReactNode, required: boolean | undefined) {
  return {
    id,
    name,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, error, hint),
    'aria-required': required || undefined,
  };
}

/** A labelled field: the label (with its required mark), the control, then the hint and the error. */
function LabelledField({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: Omit<Described, 'name'> & {
  id: string;
  label: string;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={clsx('field', className)}>
      <Label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </Label>
      {children}
      <HintAndError id={id} error={error} hint={hint} />
    </div>
  );
}

interface TextFieldProps extends Described {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'decimal' | 'numeric';
  step?: string;
  min?: string;
  className?: string;
}

export function TextField({ name, label, value, onChange, error, hint, required, className, ...input }: TextFieldProps) {
  const id = useFieldId(name);
  return (
    <LabelledField id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <Input {...controlProps(id, name, error, hint, required)} value={value ?? ''} onChange={(e) => onChange(e.target.value)} {...input} />
    </LabelledField>
  );
}

interface TextAreaFieldProps extends Described {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
  rows?: number;
  className?: string;
}

export function TextAreaField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  rows = 4,
  placeholder,
  className,
}: TextAreaFieldProps) {
  const id = useFieldId(name);
  return (
    <LabelledField id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        {...controlProps(id, name, error, hint, required)}
        className="input wz-textarea"
        rows={rows}
        placeholder={placeholder}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
      />
    </LabelledField>
  );
}

interface SelectFieldProps extends Described {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  required?: boolean;
  autoComplete?: string;
}

export function SelectField({ name, label, value, onChange, options, placeholder, error, hint, required, autoComplete }: SelectFieldProps) {
  const id = useFieldId(name);
  return (
    <LabelledField id={id} label={label} required={required} error={error} hint={hint}>
      <Select
        {...controlProps(id, name, error, hint, required)}
        options={options}
        placeholder={placeholder}
        value={value ?? ''}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
      />
    </LabelledField>
  );
}

interface CheckboxFieldProps extends Described {
  label: string;
  checked: boolean | undefined;
  onChange: (checked: boolean) => void;
}

/** A native checkbox: keyboard, forms and tests all get the real thing. */
export function CheckboxField({ name, label, checked, onChange, error, hint }: CheckboxFieldProps) {
  const id = useFieldId(name);
  return (
    <div className="wz-check">
      <input
        type="checkbox"
        id={id}
        name={name}
        className="wz-checkbox"
        checked={checked === true}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      <div className="wz-check-text">
        <Label htmlFor={id} className="wz-check-label">
          {label}
        </Label>
        <HintAndError id={id} error={error} hint={hint} />
      </div>
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

interface RadioFieldProps extends Described {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  required?: boolean;
  /** Options side by side on wide screens (short labels such as Yes / No). */
  inline?: boolean;
}

/** Native radio buttons in a labelled radiogroup, which carries the error state. */
export function RadioField({ name, label, value, onChange, options, error, hint, required, inline }: RadioFieldProps) {
  const id = useFieldId(name);
  return (
    <div className="field">
      <span id={`${id}-label`} className="label">
        {label}
        <RequiredMark required={required} />
      </span>
      <div
        id={id}
        role="radiogroup"
        className={clsx('wz-radio-group', inline && 'wz-radio-inline')}
        aria-labelledby={`${id}-label`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
      >
        {options.map((o) => {
          const optionId = `${id}-${o.value}`;
          const checked = value === o.value;
          return (
            <div key={o.value} className={clsx('wz-radio-option', checked && 'wz-radio-option-checked')}>
              <input
                type="radio"
                id={optionId}
                name={name}
                value={o.value}
                className="wz-radio"
                checked={checked}
                onChange={() => onChange(o.value)}
              />
              <label htmlFor={optionId} className="wz-radio-label">
                <span className="wz-radio-title">{o.label}</span>
                {o.description && <span className="wz-radio-description">{o.description}</span>}
              </label>
            </div>
          );
        })}
      </div>
      <HintAndError id={id} error={error} hint={hint} />
    </div>
  );
}

const YES_NO: readonly RadioOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

interface YesNoFieldProps extends Described {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
}

/** A yes/no question whose answer may still be unknown (neither chosen). */
export function YesNoField({ value, onChange, ...rest }: YesNoFieldProps) {
  return (
    <RadioField
      {...rest}
      inline
      options={YES_NO}
      value={value === undefined ? undefined : value ? 'yes' : 'no'}
      onChange={(v) => onChange(v === 'yes')}
    />
  );
}

/** What takes focus for a field: the control itself, or a radio group's chosen (else first) option. */
function focusTarget(el: HTMLElement): HTMLElement {
  if (el.getAttribute('role') !== 'radiogroup') return el;
  return el.querySelector<HTMLElement>('input:checked') ?? el.querySelector<HTMLElement>('input') ?? el;
}

/** Moves focus to the first field marked invalid inside `root`. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) focusTarget(invalid).focus();
}

/** Focuses the field whose control has this id (a Review warning's "fix it" link). */
export function focusFieldById(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const target = focusTarget(el);
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}
