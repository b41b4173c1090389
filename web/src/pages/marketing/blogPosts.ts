/** Blog content (docs/product/public-site-accounts-dashboard.md#blog-blog-and-five-articles; the summary fields: #3-entities-and-their-fields). Static; order is the reading chain. */

export type BlogCategory = 'Templates' | 'AI Technology' | 'Legal Advice' | 'Comparison' | 'Future Trends';
export type BlogArtVariant = 'lease' | 'ai' | 'mistakes' | 'compare' | 'future';

/** A paragraph, or a bulleted list. */
export type BlogBlock = string | { list: string[] };

export interface BlogSection {
  heading: string;
  body: BlogBlock[];
}

export interface BlogPost {
  id: string;
  title: string;
  description: string;
  /** ISO date, shown in long US format. */
  date: string;
  /** Minutes. */
  readTime: number;
  category: BlogCategory;
  /** The post's illustration and its text alternative. */
  image: { variant: BlogArtVariant; alt: string };
  intro: string;
  sections: BlogSection[];
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'lease-templates-2025',
    title: 'The Complete Guide to Lease Agreement Templates in 2025',
    description:
      'What a residential lease must cover this year, which clauses change from state to state, and how to turn a template into a lease that holds up.',
    date: '2025-01-15',
    readTime: 12,
    category: 'Templates',
    image: { variant: 'lease', alt: 'Illustration of a house beside a signed lease document' },
    intro:
      'A lease is the single most important document in a landlord-tenant relationship. It sets the rent, decides who fixes the water heater at midnight and determines how much of the security deposit comes back at move-out. Yet many leases in use today were downloaded years ago, edited by hand and never checked against the rules of the state where the property sits. Here is what a sound lease template looks like in 2025 and how to adapt one without creating new problems.',
    sections: [
      {
        heading: 'Why the template you used last year may not work',
        body: [
          'Landlord-tenant law is written mostly at the state level, and in many places at the city level too. Legislatures revisit it often: deposit caps, notice periods, late-fee limits and disclosure requirements change almost every session somewhere in the country. A template that was accurate when you saved it can quietly fall out of date.',
          'California is a good example. Since July 1, 2024, most California landlords may collect a security deposit of no more than one month’s rent, down from two or three months under the old rule; only certain small landlords may still ask for two. A lease that still demands a larger deposit is not just unenforceable on that point, it invites a dispute from the first day of the tenancy.',
          'The lesson is not that templates are bad. It is that a template is a starting point that must be matched to the property’s state and checked regularly, ideally by software or a professional who tracks the changes for you.',
        ],
      },
      {
        heading: 'The clauses every residential lease needs',
        body: [
          'Whatever the state, a complete residential lease answers the same core questions. If any of these is missing or vague, expect it to become the subject of an argument:',
          {
            list: [
              'Parties and property: the full legal names of every adult occupant and of the landlord or management company, plus the complete address, including the unit number and any parking space or storage unit included.',
              'Term: a fixed term with start and end dates, or a month-to-month tenancy, and what happens when a fixed term ends.',
              'Rent: the amount, the due date, accepted payment methods, any grace period and the late fee, stated as a fixed amount or a percentage your state allows.',
              'Security deposit: the amount, where it is held if your state requires a separate account, the allowed deductions and the deadline for returning it.',
              'Maintenance and repairs: which repairs the tenant handles, how to request others, and how quickly the landlord responds to urgent issues such as loss of heat or water.',
              'Entry: how much notice the landlord gives before entering, except in emergencies.',
              'Use and occupancy: who may live in the unit, guest limits, subletting, pets and any business use.',
              'Termination: notice periods for ending the lease, early-termination options and fees, and the move-out inspection process.',
            ],
          },
        ],
      },
      {
        heading: 'State-specific rules to double-check',
        body: [
          'The core clauses are universal; the numbers inside them are not. Before you send a lease, confirm at least the following for the property’s state and city:',
          {
            list: [
              'Security deposit caps and return deadlines. New York limits deposits to one month’s rent and requires the deposit to be returned within 14 days of move-out; California allows 21 days; Texas allows 30 days and sets no statutory cap.',
              'Late fees. Several states cap late fees or require a grace period before one can be charged. A fee that is not reasonable or exceeds the cap may be void.',
              'Required disclosures. Federal law requires a lead-based paint disclosure and the EPA pamphlet for most housing built before 1978. States add their own, such as mold, flood-zone, bedbug or radon notices.',
              'Rent increase and renewal notices. Many states and cities require 30, 60 or 90 days of notice, and some limit the size of increases.',
              'Local ordinances. Cities such as New York, Los Angeles and Seattle layer their own tenant protections on top of state law.',
            ],
          },
          'If that list feels long, that is the point: the same lease cannot be correct in Austin, Albany and Oakland at the same time.',
        ],
      },
      {
        heading: 'Writing a lease in plain language',
        body: [
          'Courts enforce clear leases more predictably than dense ones, and tenants who understand their lease are more likely to follow it. Plain language is not less precise; it is precise in a way people can read.',
          'Use short sentences and define terms once. Replace "lessee shall remit" with "the tenant pays." Put money and dates in numbers, not words alone. Group related rules under headings so a tenant looking for the pet policy can find it in seconds. And avoid clauses that waive rights the law does not let tenants waive, such as the right to a habitable home. Those clauses are unenforceable and can make a court skeptical of the rest of the document.',
        ],
      },
      {
        heading: 'Addenda: where most templates fall short',
        body: [
          'Many obligations belong in an addendum rather than the main lease: a pet agreement with deposit or fees, a parking and vehicle addendum, rules for a pool or shared laundry, a smoking policy, or a utility allocation agreement for buildings that split a single meter.',
          'Addenda keep the base lease readable and let you reuse it across units. The catch is that every addendum must be listed in the lease, signed by the same parties, and consistent with the main document. If the lease says no pets and the addendum allows a cat, you have created an ambiguity a court will likely resolve against the person who wrote it.',
        ],
      },
      {
        heading: 'Signing, storing and renewing',
        body: [
          'Electronic signatures are valid for leases under the federal ESIGN Act and the laws of every state, so there is no need to meet in person or mail paper back and forth. What matters is that every adult occupant signs, that each signer can keep a copy, and that you can show who signed and when.',
          'Keep the signed lease, every addendum and the move-in inspection report together. Set a reminder 90 days before the term ends so you have time to send any renewal or rent-increase notice your state requires. When you renew, start from your current, up-to-date template rather than last year’s signed lease, so that any legal changes since then are picked up automatically.',
        ],
      },
      {
        heading: 'Where HomePact fits',
        body: [
          'HomePact builds agreements from state-specific templates, so deposit limits, notices and signature requirements match the property’s location from the first draft. You describe the arrangement in plain English, review the result, and send it to every party for e-signature in one step. For unusual properties, commercial leases or anything you are unsure about, have a local attorney review the final document.',
        ],
      },
    ],
  },
  {
    id: 'ai-contract-writing',
    title: 'How AI Is Changing the Way Home-Service Contracts Are Written',
    description:
      'From a two-line job description to a detailed scope of work: what AI does well in contract drafting, where it needs a human, and how to use it safely.',
    date: '2025-01-12',
    readTime: 10,
    category: 'AI Technology',
    image: { variant: 'ai', alt: 'Illustration of an AI spark turning notes into a structured contract' },
    intro:
      'Ask ten contractors how they write a contract and you will hear ten versions of the same answer: a quote in a notes app, a PDF someone shared years ago, or nothing at all. Artificial intelligence is changing that, not by replacing judgment, but by taking the blank page and the busywork out of the process. Here is what AI actually does when it helps write a home-service contract, and what it should never do on its own.',
    sections: [
      {
        heading: 'The hardest part of a contract is the scope of work',
        body: [
          'Payment terms, warranties and dispute clauses are largely standard. The section that causes most disputes is the scope of work: the description of exactly what will be done, with what materials, to what standard. "Redo the bathroom" can mean a $4,000 refresh or a $40,000 remodel, and a vague scope leaves both sides to fill in the gaps with their own expectations.',
          'This is where AI helps most. Language models are good at expanding a short, informal description into a structured list, and at asking about the details people forget to mention. Given "replace the water heater, 50 gallon gas, basement," a well-designed assistant will produce line items for removal and disposal of the old unit, the venting and gas connections, the expansion tank, the permit and the inspection, and flag questions such as whether the existing venting meets current code.',
        ],
      },
      {
        heading: 'What happens when you press "generate"',
        body: [
          'In HomePact, contract drafting happens in two stages, and the split is deliberate.',
          {
            list: [
              'Scope generation. Your description, your role (homeowner, contractor or property manager) and the property’s state go to the AI, which returns a draft scope of work and a short list of editing tips, such as "specify the brand or grade of fixtures" or "state who pulls the permit."',
              'Your review. You edit the scope in plain text. Nothing moves forward until you are satisfied with it.',
              'Contract assembly. The approved scope is combined with the remaining details you provide, such as the parties, price, deposit and dates, and with clauses selected for the property’s state, then rendered as a PDF and sent for signature.',
            ],
          },
          'Keeping the legal framework in reviewed, state-specific templates, and using AI for the part that is unique to every job, gives you the flexibility of generated text without letting a model improvise the clauses that carry legal weight.',
        ],
      },
      {
        heading: 'Where AI is genuinely good',
        body: [
          {
            list: [
              'Completeness. It rarely forgets the boring items, such as clean-up, debris removal, protection of floors and furniture, or who supplies materials.',
              'Consistency. The same kind of job produces the same structure every time, which makes contracts easier to compare and review.',
              'Clarity. It can rewrite jargon into sentences a homeowner understands, and tighten rambling notes into measurable commitments.',
              'Speed. A first draft in seconds means the conversation with the client can start the same day as the estimate, while the details are fresh.',
            ],
          },
        ],
      },
      {
        heading: 'Where a human must stay in charge',
        body: [
          'AI does not visit the job site. It cannot know that the subfloor is rotten, that the HOA bans certain roofing colors or that the homeowner agreed on the phone to keep the old vanity. It can also state things confidently that are wrong, a behavior often called hallucination. Treat every generated scope as a draft written by a fast, well-read assistant who has never seen the property.',
          'That means reading every line, deleting what does not apply, and adding what only you know. Pay particular attention to quantities, brand names, measurements and anything the AI phrased as a guarantee. If a line would surprise the other party, it does not belong in the contract until you have talked about it.',
          'Most importantly, AI-generated contracts are not legal advice. State rules on deposits, cancellation rights and lien notices are specific and they change. HomePact handles those through maintained templates rather than model output, and every contract includes a notice recommending professional review for complex or high-value work.',
        ],
      },
      {
        heading: 'Privacy and your data',
        body: [
          'A job description can contain an address, a phone number or details about someone’s home. Before you use any AI tool for contracts, check what happens to that text: whether it is stored, who can read it and whether it is used to train models. Only include the information the contract needs, and prefer tools that log AI usage transparently and keep contract data visible only to the parties involved.',
        ],
      },
      {
        heading: 'Getting the best results from an AI drafting tool',
        body: [
          {
            list: [
              'Be specific in your description: sizes, brands, rooms, quantities and anything unusual about the site.',
              'Say who supplies materials and who is responsible for permits.',
              'Mention access limits, working hours and pets or children in the home.',
              'Read the editing tips and act on them; they usually point at the ambiguities most likely to cause disputes.',
              'Regenerate if the first draft misses the point, then edit by hand. Two minutes of editing is worth more than a third regeneration.',
            ],
          },
          'Used this way, AI does not make contracts less personal. It frees you to spend your time on the parts only you can write.',
        ],
      },
    ],
  },
  {
    id: 'diy-contract-mistakes',
    title: 'Seven DIY Contract Mistakes That Cost Homeowners and Contractors Money',
    description:
      'Vague scopes, missing change-order rules and forgotten state notices: the most common errors in home-made contracts and how to avoid each one.',
    date: '2025-01-10',
    readTime: 9,
    category: 'Legal Advice',
    image: { variant: 'mistakes', alt: 'Illustration of a contract with a warning sign over an error' },
    intro:
      'Writing your own contract is perfectly legal, and for small jobs it is often the practical choice. But home-made contracts tend to fail in the same predictable places. The mistakes below come up again and again in disputes between homeowners and contractors, and every one of them is cheaper to prevent than to argue about.',
    sections: [
      {
        heading: '1. A scope of work that is open to interpretation',
        body: [
          '"Paint the living room" does not say how many coats, which brand, who moves the furniture, whether the ceiling and trim are included or who patches the nail holes. When the scope is vague, each side fills the gaps in its own favor.',
          'Write the scope as a list of measurable items: rooms, surfaces, materials by brand or grade, quantities and the finished condition you expect. Then list what is explicitly excluded. An exclusions list prevents more disputes than any other single sentence.',
        ],
      },
      {
        heading: '2. Payment terms without milestones',
        body: [
          'A contract that says "$12,000, payable as work progresses" invites a fight about what progress means. Tie each payment to a milestone that both sides can verify, such as demolition complete, rough-in inspection passed or final walkthrough signed off.',
          'Watch deposit limits too. In California, for example, the down payment on a home improvement contract may not exceed $1,000 or 10 percent of the price, whichever is less, and progress payments may not run ahead of the work completed. Many other states regulate deposits in their own way, and in Florida a deposit over 10 percent obliges the contractor to apply for permits and start work within set deadlines.',
        ],
      },
      {
        heading: '3. No process for changes',
        body: [
          'Almost every renovation changes once walls are opened. Without a change-order clause, additional work becomes a verbal agreement that both sides remember differently.',
          'A simple rule solves it: any change to scope, price or schedule is written down, priced, and signed by both parties before the work is done. In California, signed change orders are a legal requirement for home improvement contracts, and everywhere else they are simply good practice.',
        ],
      },
      {
        heading: '4. Missing the notices your state requires',
        body: [
          'Many states require specific language in home improvement contracts, often in a particular font size or placement. Examples include mechanics’ lien warnings, the contractor’s license number, a state recovery-fund notice in Florida for residential contracts over $2,500, or a residential construction disclosure statement in Texas that must be delivered before the contract is signed.',
          'When a sale is made at the buyer’s home, the FTC Cooling-Off Rule gives the buyer three business days to cancel purchases of $25 or more, and the contract must include a cancellation notice. Several states extend this; California, for instance, allows five business days for buyers aged 65 or older. Leaving a required notice out can make a contract voidable or extend the cancellation period indefinitely.',
        ],
      },
      {
        heading: '5. Forgetting who is responsible for permits and inspections',
        body: [
          'Unpermitted work can fail a home sale inspection years later, void insurance coverage or require expensive rework. The contract should say who applies for permits, who pays for them, and that final payment depends on passing the required inspections.',
        ],
      },
      {
        heading: '6. Skipping warranties and clean-up',
        body: [
          'What happens if the new faucet leaks in month three? Spell out the workmanship warranty, its length and what it covers, and make clear that manufacturer warranties on equipment pass to the homeowner. Add a sentence on clean-up and debris removal; it seems minor until the dumpster stays in the driveway for a month.',
        ],
      },
      {
        heading: '7. Informal signatures and lost copies',
        body: [
          'A thumbs-up emoji in a text thread is not a contract anyone wants to rely on. Both parties should sign the same final version, and both should keep a complete copy. Electronic signatures are legally valid under the federal ESIGN Act and state law, but the process should show who signed, when, and that each signer saw the whole document.',
        ],
      },
      {
        heading: 'A quick pre-signing checklist',
        body: [
          {
            list: [
              'Full names, addresses and, for contractors, license and insurance details.',
              'An itemized scope with exclusions.',
              'Start date, completion date and what happens if either slips.',
              'Total price, deposit within your state’s limit and milestone-based payments.',
              'Change-order, warranty, permit and dispute-resolution clauses.',
              'Every notice your state requires, in the required format.',
              'Signatures from both parties on the same final version, with copies for each.',
            ],
          },
          'HomePact builds these elements into every contract and adds state-specific notices automatically, but no tool replaces a careful read before you sign. For large or unusual projects, a short consultation with a local attorney is money well spent.',
        ],
      },
    ],
  },
  {
    id: 'software-vs-templates',
    title: 'Contract Software vs. Free Templates: Which Is Right for You?',
    description:
      'An honest comparison of free templates, contract software and attorney-drafted agreements on cost, time, compliance and signatures.',
    date: '2025-01-08',
    readTime: 11,
    category: 'Comparison',
    image: { variant: 'compare', alt: 'Illustration comparing a paper template with a contract on a laptop screen' },
    intro:
      'Search for "contractor agreement template" and you will find thousands of free documents. So why would anyone pay for contract software? The honest answer is that it depends on how often you write contracts, how much is at stake and how much time you are willing to spend keeping a document current. This comparison lays out the trade-offs without the sales pitch.',
    sections: [
      {
        heading: 'Three ways to get a contract',
        body: [
          {
            list: [
              'Free or low-cost templates: Word or PDF documents from websites, trade associations or a colleague. You fill in the blanks and print or e-mail them.',
              'Contract software: an application that assembles a contract from your answers, adapts it to the project and location, and usually handles signatures and storage.',
              'An attorney: a lawyer drafts or reviews a contract for your specific situation.',
            ],
          },
          'Each has a place. Problems start when one is used for a job that calls for another.',
        ],
      },
      {
        heading: 'Cost',
        body: [
          'Templates are free or nearly free up front. Their real cost is hidden: the time spent editing them for each job and the risk of a clause that does not fit your state or your project.',
          'Contract software usually charges per contract or a monthly subscription. At HomePact, that is $9 for a single contract or $29 a month for unlimited contracts. For a contractor writing several agreements a month, the subscription typically costs less than one hour of billable time.',
          'Attorney fees vary widely by market and complexity. A custom contract can cost hundreds or thousands of dollars, which is worthwhile for a large renovation, a new-construction project or a master template you will reuse for years, but hard to justify for a $600 repair.',
        ],
      },
      {
        heading: 'Time',
        body: [
          'With a template, the work is manual: find the right file, replace last client’s name everywhere, rewrite the scope, fix the formatting, convert to PDF, send, chase the signature and file it. Thirty to sixty minutes per contract is common, and errors creep in when you are in a hurry.',
          'Software reduces that to the decisions only you can make. In HomePact, you describe the job, review an AI-drafted scope, confirm the parties and price, and send the contract for signature, typically in about five minutes.',
        ],
      },
      {
        heading: 'Compliance and accuracy',
        body: [
          'This is the biggest difference. A template is frozen at the moment someone wrote it, for whatever state they had in mind. If deposit limits, cancellation rights or lien-notice wording change, your template does not change with them.',
          'Good contract software maintains state-specific clauses centrally, so every new contract uses the current version. It can also prevent common errors: requiring a license number where the state demands one, adding the right cancellation notice, or warning when a deposit exceeds a legal limit.',
          'Neither option replaces legal advice for unusual situations. Software encodes the common rules well; an attorney handles the exceptions.',
        ],
      },
      {
        heading: 'Signatures, storage and proof',
        body: [
          'A signed template lives wherever you put it: an e-mail attachment, a photo on your phone, a filing cabinet. When a dispute comes up a year later, finding the final signed version, and proving which version was signed, can be surprisingly hard.',
          'Contract software typically sends signing invitations to both parties, records who signed and when, and stores the final PDF where both sides can retrieve it. That record is exactly what you need if a payment or warranty claim is ever disputed.',
        ],
      },
      {
        heading: 'Side-by-side summary',
        body: [
          {
            list: [
              'Best for occasional, simple jobs in a state you know well: a carefully chosen template, reviewed once by a professional.',
              'Best for contractors, landlords and property managers writing contracts every week: contract software with state-specific templates and built-in e-signatures.',
              'Best for high-value, complex or unusual projects: an attorney, or software-drafted contracts reviewed by an attorney before signing.',
            ],
          },
        ],
      },
      {
        heading: 'Our take',
        body: [
          'We built HomePact because the middle ground was missing: something faster and more reliable than templates, and far more affordable than custom legal work for everyday jobs. If you write one contract a year, a good template may be all you need. If contracts are part of how you run your business, the time saved and the mistakes avoided pay for software quickly. Professional and Enterprise plans include a 14-day free trial with no credit card, so you can test the difference on a real job.',
        ],
      },
    ],
  },
  {
    id: 'future-rental-agreements',
    title: 'The Future of Rental Agreements: Digital, Transparent and Easier to Read',
    description:
      'E-signatures are just the start. How digital leases, plain-language rules, fee transparency and smart-home clauses are reshaping rental agreements.',
    date: '2025-01-05',
    readTime: 8,
    category: 'Future Trends',
    image: { variant: 'future', alt: 'Illustration of a city skyline at sunrise with a digital document' },
    intro:
      'Rental agreements have changed more in the past five years than in the previous fifty. Paper leases signed at a kitchen table have given way to digital documents signed on a phone, and lawmakers are pushing for leases that tenants can actually understand. Here are the trends that will shape rental agreements over the next few years, and what landlords and property managers can do now to stay ahead.',
    sections: [
      {
        heading: 'Digital signing is now the default',
        body: [
          'Electronic signatures have been legally valid in the United States since the federal ESIGN Act of 2000, and nearly every state has adopted the Uniform Electronic Transactions Act; New York has its own equivalent law. What changed recently is expectation: renters who apply, tour and pay online now expect to sign online too.',
          'The next step is the fully digital lease lifecycle: application, screening, signing, move-in inspection with photos, rent payment, maintenance requests and renewal, all tied to the same record. For landlords, the benefit is less paperwork and a complete history if a dispute arises.',
        ],
      },
      {
        heading: 'Plain language and fee transparency',
        body: [
          'Regulators at every level are scrutinizing rental fees that appear late in the process or are buried in fine print: application fees, administrative fees, mandatory service packages. A growing number of states and cities require fees to be disclosed up front, limit what can be charged, or require leases to state the total monthly cost clearly.',
          'Whether or not your jurisdiction requires it yet, the direction is clear. Leases that list every recurring charge in one place, in plain language, are easier to defend and generate fewer disputes. Expect more standardized disclosure formats, similar to the way credit cards and mortgages present key terms in a summary box.',
        ],
      },
      {
        heading: 'Smart homes need smart clauses',
        body: [
          'Keyless locks, video doorbells, smart thermostats and leak sensors are increasingly standard in rental units. They raise questions older leases never had to answer:',
          {
            list: [
              'Who controls access codes, and how are they changed between tenants?',
              'What data do devices collect, who can see it and how long is it kept?',
              'May the tenant disconnect or replace a device, and who pays if it fails?',
              'How does remote entry fit with the state’s rules on notice before entering a unit?',
            ],
          },
          'A short technology addendum that answers these questions protects both privacy and property, and it is likely to become a standard part of rental paperwork.',
        ],
      },
      {
        heading: 'AI-assisted drafting and review',
        body: [
          'AI tools are already helping landlords draft leases and helping tenants understand them. Used responsibly, AI can turn a property manager’s notes into a consistent, complete agreement and flag clauses that conflict with state rules. Tenants, meanwhile, can ask an assistant to explain a clause in plain English before they sign.',
          'The important word is responsibly. AI should work from maintained, state-specific templates, a human should review every agreement, and neither side should mistake an AI explanation for legal advice.',
        ],
      },
      {
        heading: 'What about blockchain and “smart contracts”?',
        body: [
          'You may have read that leases will soon run on blockchains, with rent paid automatically and doors unlocking only when payment clears. The reality is more modest. Landlord-tenant law is full of human judgment: habitability, reasonable notice, hardship. It does not translate well into code that executes automatically. Expect digital records and automated reminders to grow, and self-executing leases to remain a niche experiment.',
        ],
      },
      {
        heading: 'How to prepare today',
        body: [
          {
            list: [
              'Move your leases to a digital workflow with e-signatures and a secure record of every signed version.',
              'Review your fees and list every recurring charge clearly on the first page.',
              'Add a technology addendum if your units have smart devices.',
              'Revisit your templates at least once a year, or use software that keeps state-specific terms current for you.',
            ],
          },
          'HomePact is built for this direction: state-specific agreements, plain-language drafting and electronic signatures for every party, in a few minutes instead of a few days.',
        ],
      },
    ],
  },
];

export function findBlogPost(id: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.id === id);
}

/** Previous and next posts in reading order (docs/product/public-site-accounts-dashboard.md#blog-blog-and-five-articles): the first has no previous, the last no next. */
export function blogNeighbours(id: string): { previous?: BlogPost; next?: BlogPost } {
  const index = BLOG_POSTS.findIndex((post) => post.id === id);
  if (index === -1) return {};
  return { previous: BLOG_POSTS[index - 1], next: BLOG_POSTS[index + 1] };
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "January 15, 2025"; formatted in UTC so the date never shifts by time zone. */
export function formatBlogDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}
