import { ComingSoonPage } from '../ComingSoon';

export function SignPage() {
  return <ComingSoonPage title="Sign Contract" />;
}
