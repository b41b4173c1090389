// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CreateContractBodySchema, GenerateFinalContractBodySchema } from '@homepact/proto';
import { contractHtml, createContractBody, finalContractPayload, formSnapshot, formValues } from './payloads';
import { CONTRACT_TEXT, completeDraft } from './testFixtures';

describe('finalContractPayload (POST /api/generate-final-contract)', () => {
  it('maps the draft onto the spec payload with the whole form as allFormData', () => {
    const draft = completeDraft({ finalContract: 'old text', savedFormKey: 'x', aiGeneratedScope: 'AI scope' });
    const body = finalContractPayload(draft);
    expect(body).toEqual({
      serviceType: 'Replace the kitchen faucet',
      jobDescription: 'Replace the kitchen faucet and fix a leaking shower valve',
      userState: 'CA',
      propertyType: 'residential',
      budgetEstimate: '4500',
      priceType: 'fixed',
      contractPriceOrCap: '4500',
      startDate: '2030-03-02',
      completionDate: '2030-03-06',
      paymentMilestones: 'milestone',
      allFormData: formValues(draft),
    });
    // The whole form, but none of the wizard's own bookkeeping.
    expect(body.allFormData).toMatchObject({ homeownerFirstName: 'Dana', hasInsurance: true, aiGeneratedScope: 'AI scope' });
    expect(body.allFormData).not.toHaveProperty('finalContract');
    expect(body.allFormData).not.toHaveProperty('savedFormKey');
    expect(GenerateFinalContractBodySchema.safeParse(body).success).toBe(true);
  });

  it('falls back to the AI scope and the quick-setup state, and leaves out what is unknown', () => {
    const body = finalContractPayload({ aiGeneratedScope: 'Scope text', state: 'california', totalAmount: '  ' });
    expect(body).toEqual({
      jobDescription: 'Scope text',
      userState: 'california',
      propertyType: 'residential',
      priceType: 'fixed',
      allFormData: { aiGeneratedScope: 'Scope text', state: 'california' },
    });
  });
});

describe('createContractBody (POST /api/contracts)', () => {
  it('sends only the strict schema keys: the form, finalContract and htmlContent', () => {
    const result = createContractBody(
      completeDraft({ editedContractContent: 'edited', pdfGeneratedFor: 'c1', materialsProvidedBy: undefined, cleanupNotes: '' }),
      CONTRACT_TEXT,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const allowed = Object.keys(CreateContractBodySchema.shape);
    expect(Object.keys(result.body).every((k) => allowed.includes(k))).toBe(true);
    expect(result.body).not.toHaveProperty('editedContractContent');
    expect(result.body).not.toHaveProperty('cleanupNotes');
    expect(result.body.finalContract).toBe(CONTRACT_TEXT);
    expect(result.body.htmlContent).toContain('<h2 class="ct-heading-1">1. PARTIES</h2>');
    expect(result.body.homeownerState).toBe('CA');
    expect(CreateContractBodySchema.safeParse(result.body).success).toBe(true);
  });

  it('names the first missing detail instead of sending', () => {
    const result = createContractBody(completeDraft({ homeownerEmail: 'nope' }), CONTRACT_TEXT);
    expect(result).toEqual({ ok: false, message: 'Valid email is required', field: 'homeownerEmail' });
  });
});

describe('contractHtml', () => {
  it("escapes everything and marks headings (the PDF's rendering, @homepact/legal)", () => {
    const html = contractHtml('1. PARTIES\n<script>alert("x")</script> & co\nline two');
    expect(html).toContain('<h2 class="ct-heading-1">1. PARTIES</h2>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co<br>line two');
    expect(html).not.toContain('<script>');
  });
});

describe('formSnapshot', () => {
  it('ignores key order, blanks and bookkeeping', () => {
    expect(formSnapshot({ serviceType: 'A', totalAmount: '1' })).toBe(
      formSnapshot({ totalAmount: '1', serviceType: 'A', cleanupNotes: ' ', finalContract: 'x' }),
    );
    expect(formSnapshot({ serviceType: 'A' })).not.toBe(formSnapshot({ serviceType: 'B' }));
  });
});
