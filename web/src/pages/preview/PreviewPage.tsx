import { ComingSoonPage } from '../ComingSoon';

export function PreviewPage() {
  return <ComingSoonPage title="Contract Preview" />;
}
