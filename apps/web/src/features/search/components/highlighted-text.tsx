import { splitByTerms } from '../lib/highlight';

export interface HighlightedTextProps {
  text: string;
  terms: readonly string[];
}

/** Text with the search terms marked (<mark>), as the server matched them. */
export function HighlightedText({ text, terms }: HighlightedTextProps) {
  return (
    <>
      {splitByTerms(text, terms).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
