import { splitGlosses } from '#contract/english-glosses';

/**
 * A Spanish text whose English glosses ("(urgent care)") are marked as English, so a screen reader
 * says them in English (WCAG 3.1.2; api/contract/english-glosses.ts).
 */
export function Glossed({ text }: { text: string }) {
  return splitGlosses(text).map((part, index) =>
    index % 2 ? (
      <span key={index} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
