import Link from 'next/link';
import { Fragment } from 'react';
import { parseInlineLinks, type ContentBlock, type ContentSection } from '../rich-text';

export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInlineLinks(text).map((segment, index) => {
        if (segment.type === 'text') return <Fragment key={index}>{segment.text}</Fragment>;
        const isInternal = segment.href.startsWith('/');
        return isInternal ? (
          <Link key={index} href={segment.href}>
            {segment.text}
          </Link>
        ) : (
          <a key={index} href={segment.href}>
            {segment.text}
          </a>
        );
      })}
    </>
  );
}

export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <InlineText text={block.text} />
              </p>
            );
          case 'subheading':
            return <h3 key={index}>{block.text}</h3>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item) => (
                  <li key={item}>
                    <InlineText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          default: {
            const unreachable: never = block;
            return unreachable;
          }
        }
      })}
    </>
  );
}

/** Sections with h2 headings inside a `.prose-content` column. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="prose-content">
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}
