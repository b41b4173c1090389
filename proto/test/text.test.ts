import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CompleteUserBodySchema,
  ContactBodySchema,
  ContractFormSchema,
  CreateContractBodySchema,
  CreateTestimonialBodySchema,
  GenerateFinalContractBodySchema,
  GenerateScopeBodySchema,
  hasUnshowableCharacters,
  normaliseContractText,
  normaliseOneLine,
  normaliseUserText,
  PartyBodySchema,
  UNSHOWABLE_MESSAGE,
  UpdateContentBodySchema,
  UpdateProfileBodySchema,
  UpdateTestimonialBodySchema,
  userTextSchema,
} from '../src/index.ts';
import { validContractBody } from './testing.ts';

const RLO = '\u202E';
const PDF = '\u202C';
/** The probe's name: "Hana" + right-to-left override + "snew" + pop + "O" displays as "HanawensO". */
const REVERSED_NAME = `Hana${RLO}snew${PDF}O`;
/** Every kind of character the normaliser removes from a one-line field, around "Ab". */
const INVISIBLES =
  '\u202A\u202B\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u200B\u200C\u200D\u2060\uFEFF\u00AD\u0007\u001B\u007F\u0085\u009F';

// ---------------------------------------------------------------- the normaliser

describe('normaliseUserText', () => {
  it.each([
    ['bidi overrides and isolates', REVERSED_NAME, 'HanasnewO'],
    ['format characters (Cf) and C0/C1 controls', `A${INVISIBLES}b`, 'Ab'],
    ['NFKC: fullwidth digits and letters', '１２ Ｍａｉｎ Ｓｔ', '12 Main St'],
    ['NFKC: ligatures and no-break spaces', 'ﬁre\u00A0escape', 'fire escape'],
    ['NFKC composes', 'Cafe\u0301', 'Café'],
    ['a removed character between a letter and its accent', 'Cafe\u200B\u0301', 'Café'],
    ['one line: line breaks and tabs are spaces, nothing collapsed', 'a\r\nb\rc\nd\te\u2028f  g', 'a b c d e f  g'],
    ['emoji and other scripts stay', 'Zoë Núñez 🏠 李 محمد', 'Zoë Núñez 🏠 李 محمد'],
  ])('%s', (_what, input, expected) => {
    expect(normaliseUserText(input)).toBe(expected);
    expect(normaliseUserText(expected)).toBe(expected);
  });

  it('multi-line: one kind of line break, tabs kept, every other control removed', () => {
    expect(normaliseUserText(`Line 1\r\nLine 2\rLine 3\u2028Line\t4${RLO}\u0000\u000B\u000C`, { multiline: true })).toBe(
      'Line 1\nLine 2\nLine 3\nLine\t4',
    );
  });

  it('NFC for contract text: compatibility characters are part of what is signed', () => {
    expect(normaliseUserText('½ of 20 m² ﬁnished\u00A0today\u200B', { multiline: true, form: 'NFC' })).toBe(
      '½ of 20 m² ﬁnished\u00A0today',
    );
  });

  it('is total: NUL and lone surrogates are removed when called directly (the schemas refuse them first)', () => {
    expect(normaliseUserText('a\u0000b\uD800c\uDC00d')).toBe('abcd');
    expect(normaliseUserText('😀')).toBe('😀');
  });

  it('keeps an emoji whole, as the contract text does: the joiner between two emoji and a flag’s tag characters stay', () => {
    const emoji = [
      '👩\u200D🔧',
      '👨\u200D👩\u200D👧',
      '❤️\u200D🔥',
      '🧑🏽\u200D🚀',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
      'Zoë Núñez 🚰 👍🏽 🇺🇸',
    ];
    for (const e of emoji) {
      expect(normaliseUserText(e)).toBe(e);
      expect(normaliseUserText(e, { multiline: true, form: 'NFC' })).toBe(normaliseContractText(e));
    }
    // Anywhere else a joiner or a tag character is an invisible character, and goes.
    expect(normaliseUserText('a\u200Db \u200D👩 👍\u200D x\u{E0067}y')).toBe('ab 👩 👍 xy');
  });

  it('hasUnshowableCharacters: NUL and unpaired surrogates only', () => {
    for (const bad of ['\u0000', 'a\uD800', '\uDC00a', '\uDE00\uD83D']) expect(hasUnshowableCharacters(bad)).toBe(true);
    for (const good of ['', 'plain', '😀 \uD83D\uDE00', '\u202E', '\u0001']) expect(hasUnshowableCharacters(good)).toBe(false);
  });

  it('the contract-text reading legal re-exports is unchanged', () => {
    expect(normaliseContractText(`a${RLO}b\u200Fc\u0000d\r\ne\uD800`)).toBe('ab' + 'c' + 'd\ne');
    expect(normaliseContractText('½\u202Fx')).toBe('½\u202Fx');
    expect(normaliseOneLine(' a \n\n b\t\u202Ec ')).toBe('a b c');
    expect(normaliseOneLine('🏠🏠🏠🏠', 3)).toBe('🏠🏠…');
  });
});

describe('userTextSchema', () => {
  it('refuses NUL and lone surrogates with one message, before any other rule', () => {
    const schema = userTextSchema({ error: 'Name is required' }).trim().min(5, 'too short');
    for (const bad of ['\u0000', 'Hana\u0000Owens', '\uD800', 'Hana\uDC00Owens']) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([UNSHOWABLE_MESSAGE]);
    }
    expect(schema.safeParse(12).error?.issues[0]?.message).toBe('Name is required');
  });

  it('a lone surrogate that arrives as JSON (a \\uD800 escape) is refused too', () => {
    const body = JSON.parse('{"name":"Hana \\uD800"}') as { name: string };
    expect(userTextSchema().safeParse(body.name).error?.issues[0]?.message).toBe(UNSHOWABLE_MESSAGE);
  });

  it('lengths are measured on the normalised text', () => {
    const schema = userTextSchema().trim().min(2, 'too short').max(4, 'too long');
    expect(schema.safeParse('\u200B\u200Ba\u200B').error?.issues[0]?.message).toBe('too short');
    expect(schema.parse(`ab${'\u200B'.repeat(10)}cd`)).toBe('abcd');
  });
});

// ---------------------------------------------------------------- every schema family

type Family = {
  family: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** A one-line display field. */
  oneLine: string;
  /** A multi-line display field, if the family has one. */
  multiLine?: string;
};

const contactBody = {
  name: 'Hana Owens',
  email: 'hana@example.com',
  subject: 'A question',
  category: 'general',
  message: 'Hello there, a question.',
};
const testimonial = { content: 'Great service, fast and tidy.', rating: 5, name: 'Hana Owens', title: 'Homeowner', company: 'Owens LLC' };
const party = {
  partyType: 'homeowner',
  firstName: 'Hana',
  lastName: 'Owens',
  email: 'hana@example.com',
  phone: '5550102030',
  address: '12 Elm Street',
  state: 'TX',
  notes: 'Prefers mornings.',
};

const FAMILIES: Family[] = [
  {
    family: 'contract form',
    schema: ContractFormSchema,
    valid: validContractBody(),
    oneLine: 'homeownerFirstName',
    multiLine: 'serviceDescription',
  },
  {
    family: 'contract create body',
    schema: CreateContractBodySchema,
    valid: validContractBody(),
    oneLine: 'providerName',
    multiLine: 'paymentTerms',
  },
  {
    family: 'AI scope request',
    schema: GenerateScopeBodySchema,
    valid: { contractDetails: 'Kitchen remodel', persona: 'homeowner', selectedState: 'TX' },
    oneLine: 'contractDetails',
  },
  {
    family: 'AI final contract request',
    schema: GenerateFinalContractBodySchema,
    valid: { serviceType: 'Roofing', jobDescription: 'New roof', allFormData: {} },
    oneLine: 'serviceType',
    multiLine: 'jobDescription',
  },
  {
    family: 'sign-up profile',
    schema: CompleteUserBodySchema,
    valid: { email: 'hana@example.com', firstName: 'Hana', lastName: 'Owens', userType: 'tenant' },
    oneLine: 'firstName',
  },
  {
    family: 'profile update',
    schema: UpdateProfileBodySchema,
    valid: { firstName: 'Hana', lastName: 'Owens', userType: 'homeowner' },
    oneLine: 'lastName',
  },
  { family: 'contact form', schema: ContactBodySchema, valid: contactBody, oneLine: 'name', multiLine: 'message' },
  { family: 'testimonial', schema: CreateTestimonialBodySchema, valid: testimonial, oneLine: 'title', multiLine: 'content' },
  { family: 'testimonial update', schema: UpdateTestimonialBodySchema, valid: { name: 'Hana' }, oneLine: 'name', multiLine: 'content' },
  { family: 'party directory', schema: PartyBodySchema, valid: party, oneLine: 'firstName', multiLine: 'notes' },
];

const parse = (schema: z.ZodType, body: Record<string, unknown>) => schema.parse(body) as Record<string, unknown>;
const messagesOf = (schema: z.ZodType, body: Record<string, unknown>, field: string) =>
  (schema.safeParse(body).error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe.each(FAMILIES)('$family', ({ schema, valid, oneLine, multiLine }) => {
  it('the valid body parses', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it(`${oneLine}: bidi and zero-width characters are removed, NFKC applied`, () => {
    expect(parse(schema, { ...valid, [oneLine]: `\u200B${REVERSED_NAME}\uFEFF` })[oneLine]).toBe('HanasnewO');
    expect(parse(schema, { ...valid, [oneLine]: 'Ｈａｎａ １２' })[oneLine]).toBe('Hana 12');
    expect(parse(schema, { ...valid, [oneLine]: `Ha\u00ADna${INVISIBLES}` })[oneLine]).toBe('Hana');
  });

  it(`${oneLine}: NUL and a lone surrogate are refused with the message`, () => {
    expect(messagesOf(schema, { ...valid, [oneLine]: 'Hana\u0000' }, oneLine)).toEqual([UNSHOWABLE_MESSAGE]);
    expect(messagesOf(schema, { ...valid, [oneLine]: 'Hana\uD800' }, oneLine)).toEqual([UNSHOWABLE_MESSAGE]);
  });

  if (multiLine) {
    it(`${multiLine}: keeps its lines and tabs, and is cleaned and checked the same way`, () => {
      const typed = `First line\r\n\tsecond${RLO} line\u200B\nthird １２ line`;
      expect(parse(schema, { ...valid, [multiLine]: typed })[multiLine]).toBe('First line\n\tsecond line\nthird 12 line');
      expect(messagesOf(schema, { ...valid, [multiLine]: 'A long enough message\u0000' }, multiLine)).toEqual([UNSHOWABLE_MESSAGE]);
      expect(messagesOf(schema, { ...valid, [multiLine]: 'A long enough message\uDFFF' }, multiLine)).toEqual([UNSHOWABLE_MESSAGE]);
    });
  }
});

describe('one-line fields of the contract form', () => {
  it('a name typed over two lines reads as one', () => {
    expect(parse(ContractFormSchema, { ...validContractBody(), providerName: 'Pat\nBuilder' }).providerName).toBe('Pat Builder');
  });

  it('a field of nothing but invisible characters is empty, so a required one is missing', () => {
    const messages = messagesOf(
      ContractFormSchema,
      { ...validContractBody(), homeownerFirstName: '\u200B\u202E\u200D' },
      'homeownerFirstName',
    );
    expect(messages).toEqual(['First name is required']);
    expect(parse(ContactBodySchema, { ...contactBody, phone: '\u200B' }).phone).toBeNull();
  });

  it('optional fields are cleaned and refuse NUL with the same message', () => {
    const cases: Array<[z.ZodType, Record<string, unknown>, string]> = [
      [ContractFormSchema, validContractBody(), 'providerBusinessName'],
      [ContactBodySchema, contactBody, 'phone'],
      [PartyBodySchema, party, 'companyName'],
      [UpdateTestimonialBodySchema, {}, 'company'],
    ];
    for (const [schema, valid, field] of cases) {
      expect(parse(schema, { ...valid, [field]: `Owens${RLO} LLC\u200B` })[field]).toBe('Owens LLC');
      expect(messagesOf(schema, { ...valid, [field]: 'Owens\u0000' }, field)).toEqual([UNSHOWABLE_MESSAGE]);
    }
    expect(parse(UpdateTestimonialBodySchema, { company: '' }).company).toBeNull();
    expect(parse(UpdateTestimonialBodySchema, { name: 'Hana' }).company).toBeUndefined();
  });
});

describe('the signed text (contract text)', () => {
  const TEXT = `AGREEMENT\r\nPrice: ${RLO}00.000,59$${PDF}\u200B due\u00AD upfront\u2028½ of 20 m²\u00A0each\tok`;
  const EXPECTED = 'AGREEMENT\nPrice: 00.000,59$ due upfront\n½ of 20 m²\u00A0each\tok';

  it('finalContract, htmlContent and the edited text: format characters and controls removed, NFC kept', () => {
    const body = CreateContractBodySchema.parse(validContractBody({ finalContract: TEXT, htmlContent: TEXT, editedContractContent: TEXT }));
    expect(body.finalContract).toBe(EXPECTED);
    expect(body.htmlContent).toBe(EXPECTED);
    expect(body.editedContractContent).toBe(EXPECTED);
    expect(UpdateContentBodySchema.parse({ editedContractContent: TEXT }).editedContractContent).toBe(EXPECTED);
  });

  it('what is stored reads the same through the display normaliser', () => {
    expect(normaliseContractText(EXPECTED)).toBe(EXPECTED);
  });

  it('NUL and lone surrogates are refused, not silently dropped', () => {
    for (const field of ['finalContract', 'editedContractContent'] as const) {
      expect(messagesOf(CreateContractBodySchema, validContractBody({ [field]: 'AGREEMENT\u0000' }), field)).toEqual([UNSHOWABLE_MESSAGE]);
      expect(messagesOf(CreateContractBodySchema, validContractBody({ [field]: 'AGREEMENT \uD800' }), field)).toEqual([UNSHOWABLE_MESSAGE]);
    }
    expect(messagesOf(UpdateContentBodySchema, { editedContractContent: 'Edited\u0000' }, 'editedContractContent')).toEqual([
      UNSHOWABLE_MESSAGE,
    ]);
  });

  it('an edited text of nothing but invisible characters is no edit', () => {
    expect(
      CreateContractBodySchema.parse(validContractBody({ editedContractContent: '\u200B\u202E' })).editedContractContent,
    ).toBeUndefined();
    expect(messagesOf(UpdateContentBodySchema, { editedContractContent: '\u200B\u202E ' }, 'editedContractContent')).toEqual([
      'Contract content is required',
    ]);
  });
});

describe('what is not display text is left alone', () => {
  it('e-mail addresses are only trimmed and lower-cased (and refused when not an address)', () => {
    expect(parse(ContactBodySchema, { ...contactBody, email: ' Hana@Example.COM ' }).email).toBe('hana@example.com');
    expect(ContactBodySchema.safeParse({ ...contactBody, email: `hana${RLO}@example.com` }).success).toBe(false);
  });
});
