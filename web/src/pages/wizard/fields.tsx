/**
 * The wizard's form controls. Each control's id is `wz-{field}`, so a Review
 * warning can focus it; hints and errors are tied to it with
 * aria-describedby, and an error sets aria-invalid.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Input, Label, Select, type SelectOption } from '../../components/ui';
import type { FormField } from './draftStorage';

export const fieldId = (name: FormField) => `wz-${name}`;

interface Described {
  name: FormField;
  error?: string | undefined;
  hint?: ReactNode;
}

function describedBy(name: FormField, error: string | undefined, hint: ReactNode): string | undefined {
  const ids = [hint ? `${fieldId(name)}-hint` : undefined, error ? `${fieldId(name)}-error` : undefined].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function HintAndError({ name, error, hint }: Described) {
  return (
    <>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId(name)}-error`} className="field-error" role="alert">
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
function controlProps(name: FormField, error: string | undefined, hint: ReactNode, required: boolean | undefined) {
  return {
    id: fieldId(name),
    name,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(name, error, hint),
    'aria-required': required || undefined,
  };
}

/** A labelled field: the label (with its required mark), the control, then the hint and the error. */
function LabelledField({
  name,
  label,
  required,
  error,
  hint,
  className,
  children,
}: Described & { label: string; required?: boolean | undefined; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={clsx('field', className)}>
      <Label htmlFor={fieldId(name)}>
        {label}
        <RequiredMark required={required} />
      </Label>
      {children}
      <HintAndError name={name} error={error} hint={hint} />
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
  return (
    <LabelledField name={name} label={label} required={required} error={error} hint={hint} className={className}>
      <Input {...controlProps(name, error, hint, required)} value={value ?? ''} onChange={(e) => onChange(e.target.value)} {...input} />
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
  return (
    <LabelledField name={name} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        {...controlProps(name, error, hint, required)}
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
  return (
    <LabelledField name={name} label={label} required={required} error={error} hint={hint}>
      <Select
        {...controlProps(name, error, hint, required)}
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

/** A native checkbox (styled in wizard.css): keyboard, forms and tests all get the real thing. */
export function CheckboxField({ name, label, checked, onChange, error, hint }: CheckboxFieldProps) {
  return (
    <div className="wz-check">
      <input
        type="checkbox"
        id={fieldId(name)}
        name={name}
        className="wz-checkbox"
        checked={checked === true}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      />
      <div className="wz-check-text">
        <Label htmlFor={fieldId(name)} className="wz-check-label">
          {label}
        </Label>
        <HintAndError name={name} error={error} hint={hint} />
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
  const id = fieldId(name);
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
        aria-describedby={describedBy(name, error, hint)}
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
      <HintAndError name={name} error={error} hint={hint} />
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

/** Focuses a field by name (a Review warning's "fix it" link). */
export function focusField(name: string): void {
  const el = document.getElementById(`wz-${name}`);
  if (!el) return;
  const target = focusTarget(el);
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}
