import { useId, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Annotation } from '@homepact/proto';
import { Tooltip } from '../../components/ui/Tooltip';
import { AnnotationComposer } from './AnnotationComposer';
import { STATUS_LABEL, TYPE_LABEL, type AnnotationType, type SectionId } from './annotationsApi';
import { clickOffset, TOP_LEFT, type SectionOffset } from './offset';

export interface NumberedAnnotation {
  annotation: Annotation;
  number: number;
}

interface AnnotatableSectionProps {
  sectionId: SectionId;
  title: string;
  children: ReactNode;
  markers: NumberedAnnotation[];
  composerAt: SectionOffset | null;
  composerPending: boolean;
  onOpenComposer: (sectionId: SectionId, offset: SectionOffset) => void;
  onCloseComposer: () => void;
  onSubmitComposer: (value: { content: string; type: AnnotationType }) => void;
  onMarkerClick: (id: string) => void;
}

/** A marker's tooltip: what the pin is, so a pointer user need not open the list to read it. */
function MarkerHint({ annotation: a }: { annotation: Annotation }) {
  const text = a.content.length > MARKER_HINT_CHARS ? `${a.content.slice(0, MARKER_HINT_CHARS - 1)}…` : a.content;
  return (
    <>
      <strong>{TYPE_LABEL[a.type]}</strong>
      {a.status !== 'active' && ` (${STATUS_LABEL[a.status].toLowerCase()})`}
      {text && `: ${text}`}
    </>
  );
}

const MARKER_HINT_CHARS = 120;

/** Clicks on controls, or the end of a text selection, are not requests to annotate. */
function isIgnoredTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a, input, textarea, select, summary, label, [data-no-annotate]') !== null;
}

/**
 * A contract section that takes annotations: click anywhere to open the
 * composer there, or focus it and press Enter to open it at the top-left.
 */
export function AnnotatableSection(props: AnnotatableSectionProps) {
  const { sectionId, title, children, markers, composerAt, onOpenComposer, onCloseComposer } = props;
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const hintId = useId();

  function onClick(event: MouseEvent<HTMLElement>) {
    if (isIgnoredTarget(event.target)) return;
    if (window.getSelection()?.toString()) return;
    onOpenComposer(sectionId, clickOffset(event, event.currentTarget.getBoundingClientRect()));
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpenComposer(sectionId, TOP_LEFT);
    }
  }

  function close() {
    onCloseComposer();
    ref.current?.focus();
  }

  return (
    <section
      ref={ref}
      id={`section-${sectionId}`}
      className={clsx('annotatable', composerAt && 'annotatable-active')}
      tabIndex={0}
      aria-labelledby={headingId}
      aria-describedby={hintId}
      onClick={onClick}
      onKeyDown={onKeyDown}
      data-section={sectionId}
    >
      <h2 id={headingId} className="annotatable-title">
        {title}
      </h2>
      <p id={hintId} className="visually-hidden">
        Press Enter to add an annotation to this section.
      </p>
      {children}
      {markers.map(({ annotation: a, number }) => (
        <Tooltip key={a.id} content={<MarkerHint annotation={a} />}>
          <button
            type="button"
            className={clsx('marker', `marker-${a.type}`, a.status !== 'active' && 'marker-inactive')}
            style={{ '--x': `${a.positionX}%`, '--y': `${a.positionY}%` } as CSSProperties}
            onClick={() => props.onMarkerClick(a.id)}
            aria-label={`Annotation ${number}: ${TYPE_LABEL[a.type]}, show in list`}
          >
            {number}
          </button>
        </Tooltip>
      ))}
      {composerAt && (
        <>
          <span
            className="marker marker-new"
            style={{ '--x': `${composerAt.positionX}%`, '--y': `${composerAt.positionY}%` } as CSSProperties}
            aria-hidden
          />
          <AnnotationComposer
            sectionId={sectionId}
            offset={composerAt}
            pending={props.composerPending}
            onSubmit={props.onSubmitComposer}
            onCancel={close}
          />
        </>
      )}
    </section>
  );
}
