/**
 * The ESIGN consumer disclosure (15 U.S.C. 7001(c)) shown on the sign page
 * above its "I agree to sign electronically" checkbox. A signature records
 * the version the signer agreed to, so change the version whenever the text
 * changes (and keep the old texts in version control: the certificate names
 * the version, not the words).
 *
 * It covers what 101(c)(1) asks for: the right to paper and its cost, the
 * right to withdraw consent and how, what the consent covers, how to update
 * contact details, the hardware and software needed; ticking the box on the
 * page that shows it is how the signer shows they can open the records.
 */
export interface EsignDisclosure {
  version: string;
  text: string;
}

export const ESIGN_DISCLOSURE: EsignDisclosure = {
  version: 'esign-2025-01',
  text: [
    'Consent to use electronic records and signatures',
    '',
    'Before you sign, please read this notice. By ticking the box and signing, you agree to sign this contract electronically and to receive it, and the records that go with it, electronically.',
    '',
    '1. What this consent covers. It covers this contract only: the contract text shown on this page, your electronic signature on it, the signed copy with its certificate of completion, and the e-mails about it (signing invitations, signing confirmations and the final signed PDF).',
    '',
    '2. You may use paper instead. You are not required to sign electronically. To sign on paper, do not sign here: contact the other party named in the contract and ask for a paper copy to sign by hand. Paper copies are free: you can also print or download the PDF yourself at any time, at no cost.',
    '',
    '3. Withdrawing your consent. Until you sign, you can withdraw simply by not signing and asking the other party for paper instead. After you have signed, you may still tell the other party in writing that you no longer agree to receive records electronically; withdrawing does not undo a signature already given or make the electronic records signed before then invalid.',
    '',
    '4. Keeping your contact details up to date. The signed contract and notices are sent to the e-mail address in the contract. If it changes, tell the other party so they can send future records to your new address.',
    '',
    '5. What you need. A device with a current web browser (such as a recent Chrome, Edge, Firefox or Safari) with JavaScript turned on, an e-mail account you can open, and a program that opens PDF files (most browsers do). You need a printer, or space to save files, to keep a copy.',
    '',
    '6. Your copy. When both parties have signed, each of you receives the signed PDF by e-mail, and it stays available to download from HomePact.',
    '',
    'By ticking the box you confirm that you can read this notice on your device, which shows that you can open the electronic records it describes, and that you agree to sign electronically.',
  ].join('\n'),
};
