import { Badge } from '../../components/ui';
import { CONFIDENCE_VARIANT, type Confidence } from './stateGuide';

/** How sure the research behind a rule or a whole state is, in words (no tooltip needed). */
export function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  return (
    <Badge variant={CONFIDENCE_VARIANT[confidence]} className="mk-states-confidence">
      Research confidence: {confidence}
    </Badge>
  );
}
