import { MessageSquare } from 'lucide-react';
import type { AnnotationChanges } from './annotationsApi';
import type { NumberedAnnotation } from './AnnotatableSection';
import { AnnotationItem } from './AnnotationItem';

interface AnnotationPanelProps {
  items: NumberedAnnotation[];
  isLoading: boolean;
  isError: boolean;
  highlightedId: string | null;
  busyId: string | undefined;
  onSave: (id: string, changes: AnnotationChanges, done: () => void) => void;
  onDelete: (id: string) => void;
}

/** Every annotation on the contract, numbered like its marker. */
export function AnnotationPanel({ items, isLoading, isError, highlightedId, busyId, onSave, onDelete }: AnnotationPanelProps) {
  return (
    <aside className="notes-panel card" aria-labelledby="notes-title">
      <div className="notes-header">
        <h2 id="notes-title" className="card-title">
          <MessageSquare aria-hidden size={18} /> Annotations {items.length > 0 && <span className="notes-count">({items.length})</span>}
        </h2>
        <p className="card-description">
          Click anywhere in a section to add a note there. With a keyboard, focus a section and press Enter.
        </p>
      </div>
      {isLoading ? (
        <p role="status" className="muted notes-empty">
          Loading annotations...
        </p>
      ) : isError ? (
        <p role="alert" className="text-danger notes-empty">
          Could not load annotations.
        </p>
      ) : items.length === 0 ? (
        <p className="muted notes-empty">No annotations yet.</p>
      ) : (
        <ol className="notes-list" aria-label="Annotations">
          {items.map(({ annotation, number }) => (
            <AnnotationItem
              key={annotation.id}
              annotation={annotation}
              number={number}
              highlighted={highlightedId === annotation.id}
              busy={busyId === annotation.id}
              onSave={(changes, done) => onSave(annotation.id, changes, done)}
              onDelete={() => onDelete(annotation.id)}
            />
          ))}
        </ol>
      )}
    </aside>
  );
}
