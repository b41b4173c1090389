import type { AssembledContract } from '@homepact/legal';

/** The contract the clause library builds from the answers, section by section. */
export function AssembledContractView({ contract }: { contract: AssembledContract }) {
  return (
    <section className="wz-section" aria-labelledby="wz-assembled-title">
      <div className="wz-section-head">
        <h3 id="wz-assembled-title" className="wz-section-title">
          Contract preview
        </h3>
        <p className="muted wz-small">Built from your answers, with the notices your state requires.</p>
      </div>
      {/* Scrollable, so it must be reachable by keyboard. */}
      <div className="wz-document" tabIndex={0} role="region" aria-label="Contract preview">
        <p className="wz-doc-title">{contract.title}</p>
        {contract.sections.map((s) => (
          <div key={s.id} className="wz-doc-section">
            <h4 className="wz-ct-heading">
              {s.number}. {s.heading}
            </h4>
            {s.body.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
