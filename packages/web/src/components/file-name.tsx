import { Fragment } from 'react';

/**
 * A file name as a heading: it may break after a hyphen, an underscore or a dot, so a long name
 * ("gtbank_statement_2025_10_protected.pdf") wraps between its parts on a phone instead of mid-word.
 * A part too long for the line still breaks anywhere (the heading's overflow-wrap), never scrolls sideways.
 */
export function FileName({ name }: { name: string }) {
  const parts = name.split(/(?<=[-_.])/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
