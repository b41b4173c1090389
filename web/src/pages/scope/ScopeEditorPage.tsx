import { ComingSoonPage } from '../ComingSoon';

export function ScopeEditorPage() {
  return <ComingSoonPage title="Scope of Work Editor" />;
}
