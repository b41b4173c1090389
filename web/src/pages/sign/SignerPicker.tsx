import type { SignerRole } from '@homepact/proto';
import { CircleCheck, Home, Wrench } from 'lucide-react';
import { Badge } from '../../components/ui';
import { ROLE_LABEL, type PartyInfo } from './signingApi';

interface SignerPickerProps {
  parties: Record<SignerRole, PartyInfo>;
  onChoose: (role: SignerRole) => void;
}

/** Who is signing: a party that has signed cannot be chosen again. */
export function SignerPicker({ parties, onChoose }: SignerPickerProps) {
  return (
    <div className="signer-picker" role="group" aria-labelledby="signer-picker-label">
      <p id="signer-picker-label" className="sign-subheading">
        Who is signing?
      </p>
      {(['homeowner', 'provider'] as const).map((role) => {
        const party = parties[role];
        const Icon = role === 'homeowner' ? Home : Wrench;
        return (
          <button key={role} type="button" className="signer-option" disabled={party.signed} onClick={() => onChoose(role)}>
            <Icon aria-hidden size={22} className="signer-icon" />
            <span className="signer-text">
              {!party.signed && <span className="visually-hidden">Sign as</span>} <span className="signer-role">{ROLE_LABEL[role]}</span>{' '}
              <span className="signer-name">{party.name}</span>
            </span>{' '}
            {party.signed && (
              <Badge variant="success">
                <CircleCheck aria-hidden size={12} /> Already Signed
              </Badge>
            )}
          </button>
        );
      })}
    </div>
  );
}
