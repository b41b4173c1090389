import { CheckboxField } from '../../../components/ui/fields';
import type { StepProps } from '../stepProps';

export function SafetyStep({ draft, update }: StepProps) {
  return (
    <fieldset className="fieldset wz-fieldset wz-checks">
      <legend className="fieldset-legend wz-legend">The provider will</legend>
      <CheckboxField
        name="oshaCompliance"
        label="Follow OSHA safety standards"
        checked={draft.oshaCompliance}
        onChange={(v) => update({ oshaCompliance: v })}
      />
      <CheckboxField
        name="buildingCodes"
        label="Comply with local building codes"
        checked={draft.buildingCodes}
        onChange={(v) => update({ buildingCodes: v })}
      />
      <CheckboxField
        name="permits"
        label="Obtain the permits the work requires"
        checked={draft.permits}
        onChange={(v) => update({ permits: v })}
      />
      <CheckboxField
        name="safetyEquipment"
        label="Use proper safety equipment"
        checked={draft.safetyEquipment}
        onChange={(v) => update({ safetyEquipment: v })}
      />
    </fieldset>
  );
}
