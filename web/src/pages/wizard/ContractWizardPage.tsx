import { ComingSoonPage } from '../ComingSoon';

export function ContractWizardPage() {
  return <ComingSoonPage title="Contract Wizard" />;
}
