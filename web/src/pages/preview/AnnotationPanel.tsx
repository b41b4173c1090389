import { ChevronDown, MessageSquare } from 'lucide-react';
import type { AnnotationChanges } from '../../api/annotations';
import type { Placed } from './anchors';
import { AnnotationItem } from './AnnotationItem';

interface AnnotationPanelProps {
  items: Placed[];
  isLoading: boolean;
  isError: boolean;
  highlightedId: string | null;
  busyId: string | undefined;
  onSave: (id: string, changes: AnnotationChanges, done: () => void) => void;
  onDelete: (id: string) => void;
  onLocate: (id: string) => void;
  /** On phones the list folds under its heading (it was 23,000 px down the page): open or not. */
  open: boolean;
  onToggle: () => void;
}

/** Every annotation on the contract, numbered like its marker. */
export function AnnotationPanel({
  items,
  isLoading,
  isError,
  highlightedId,
  busyId,
  onSave,
  onDelete,
  onLocate,
  open,
  onToggle,
}: AnnotationPanelProps) {
  return (
    <aside className="notes-panel card" aria-labelledby="notes-title" data-open={open || undefined}>
      <div className="notes-header">
        <h2 id="notes-title" className="card-title">
          <MessageSquare aria-hidden size={18} /> Annotations {items.length > 0 && <span className="notes-count">({items.length})</span>}
        </h2>
        {/* Phones only (CSS): the list folds so the contract comes first. */}
        <button
          type="button"
          className="notes-toggle btn btn-outline btn-sm"
          aria-expanded={open}
          aria-controls="notes-body"
          onClick={onToggle}
        >
          {open ? 'Hide annotations' : `Show annotations${items.length ? ` (${items.length})` : ''}`}
          <ChevronDown aria-hidden size={16} className="notes-toggle-icon" />
        </button>
      </div>
      <div id="notes-body" className="notes-body">
        <p className="card-description notes-hint">
          Select words in the contract, or click a line, to add a note about them. With a keyboard, focus a section and press Enter.
        </p>
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
            {items.map((item) => (
              <AnnotationItem
                key={item.annotation.id}
                item={item}
                highlighted={highlightedId === item.annotation.id}
                busy={busyId === item.annotation.id}
                onSave={(changes, done) => onSave(item.annotation.id, changes, done)}
                onDelete={() => onDelete(item.annotation.id)}
                onLocate={() => onLocate(item.annotation.id)}
              />
            ))}
          </ol>
        )}
      </div>
    </aside>
  );
}
