import type { UserContext } from '@homepact/kit';
import { contractText, renderContractHtml } from '../domain/render-html.ts';
import { authorizeRead } from './authorize.ts';
import type { DocumentsDeps } from './deps.ts';

/**
 * GET /api/contracts/:id/view: the same document the PDF is printed from, for
 * the browser. Once the contract is executed it shows the signed text and the
 * certificate of completion, as the final PDF does.
 */
export async function viewContract(
  deps: DocumentsDeps,
  contractId: string,
  who: { user: UserContext | null; token?: string },
): Promise<string> {
  const { contract } = await authorizeRead(deps, contractId, who);
  const finalMeta = await deps.repos.documents.latestMeta(contract.id, 'final');
  const final = finalMeta ? await deps.repos.documents.findById(finalMeta._id) : null;
  if (final?.certificate) {
    const { signedText, ...certificate } = final.certificate;
    return renderContractHtml({ contract, text: signedText, generatedAt: final.createdAt, certificate });
  }
  return renderContractHtml({ contract, text: contractText(contract), generatedAt: deps.now() });
}
