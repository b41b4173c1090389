/**
 * The one contract-text model (issue 13.1): parse, edit, render. See
 * model.ts for the reading rules and README.md beside it for the decisions.
 */
export {
  parseContract,
  classifyLine,
  headingLevel,
  signatureParty,
  hasLegalNote,
  documentBlocks,
  headingOutline,
  isAllCaps,
  electionLabel,
  acknowledgmentParty,
  type AcknowledgmentLine,
  type PreSigningDisclosure,
  type ElectionChoice,
  type HomeownerElection,
  type LinePosition,
  type ContractBlock,
  type ContractDocument,
  type ContractSection,
  type SignatureLine,
  type SignatureParty,
} from './model.ts';
export {
  blockClass,
  blockHtml,
  blockTag,
  documentReadingText,
  electionInitialledText,
  escapeHtml,
  fillCancellationBlanks,
  lineMarks,
  renderContractBodyHtml,
  signedElectronicallyText,
  splitLabel,
  type LineMark,
  type RenderBodyOptions,
  type SignatureStamp,
} from './render-html.ts';
export {
  fromEditable,
  headingNumber,
  newSectionHeading,
  renumberHeading,
  toEditable,
  type EditableContract,
  type EditableSection,
} from './editable.ts';
