import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonAnchor, type ButtonVariant } from './button';
import { Icon } from './icons';
import { VisuallyHidden } from './visually-hidden';

const Plain = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
  svg { flex: none; width: 1em; height: 1em; }
`;

interface Props {
  href: string;
  children: ReactNode;
  /** What a screen reader hears after the text: ' (opens in a new tab)' in the page's language (the shell's `newTab`). */
  note: string;
  /** The language of the page it opens, when not the page's own. */
  hrefLang?: string;
  /** Render as a button of this variant instead of a text link. */
  variant?: ButtonVariant;
  className?: string;
}

/** A link that opens in a new tab and says so to screen readers. */
/** Only the resources page draws it, so it stays here rather than in every page's icon table. */
const external = <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />;

export function NewTabLink({ href, children, note, hrefLang, variant, className }: Props) {
  const content = (
    <>
      {children}
      <VisuallyHidden>{note}</VisuallyHidden>
      <Icon name={external} />
    </>
  );
  return variant ? (
    <ButtonAnchor href={href} hrefLang={hrefLang} target="_blank" rel="noopener" $variant={variant} className={className}>
      {content}
    </ButtonAnchor>
  ) : (
    <Plain href={href} hrefLang={hrefLang} target="_blank" rel="noopener" className={className}>
      {content}
    </Plain>
  );
}
