import { useMemo } from 'react';
import clsx from 'clsx';
import { parseContractText } from '../../lib/contractText';
import './contract-text.css';

/**
 * Contract text with its headings, as plain React text (never HTML). Heading
 * levels start at `baseLevel` so they fit the page's outline.
 */
export function ContractTextView({ text, baseLevel = 3, className }: { text: string; baseLevel?: 2 | 3 | 4; className?: string }) {
  const blocks = useMemo(() => parseContractText(text), [text]);
  return (
    <div className={clsx('contract-text', className)}>
      {blocks.map((block, i) => {
        if (block.kind === 'paragraph') return <p key={i}>{block.text}</p>;
        const Tag = `h${Math.min(baseLevel + block.level - 1, 6)}` as 'h3';
        return (
          <Tag key={i} className={block.level === 1 ? 'contract-text-heading' : 'contract-text-label'}>
            {block.text}
          </Tag>
        );
      })}
    </div>
  );
}
