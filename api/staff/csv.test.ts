import { describe, expect, it } from 'vitest';
import { neutralise, toCsv } from './csv';

describe('CSV export', () => {
  it('when written, then it starts with a UTF-8 byte-order mark and every row, the last too, ends in CRLF', () => {
    const csv = toCsv(['a', 'b'], [['1', '2']]);

    expect(csv).toBe('\uFEFF"a","b"\r\n"1","2"\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('when a field holds quotes, commas or line breaks, then it is quoted with its quotes doubled (RFC 4180)', () => {
    expect(toCsv(['note'], [['She said "call me", then\r\nleft']])).toBe('\uFEFF"note"\r\n"She said ""call me"", then\r\nleft"\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+1 555 0100', `'+1 555 0100`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['\0=1', `'\0=1`],
  ])('when a cell starts %j, then it is neutralised with a leading apostrophe', (value, expected) => {
    expect(neutralise(value)).toBe(expected);
  });

  it.each(['Maria', 'a=b', 'x-ray', 'e-mail@x.example', '', "'quoted"])('when a cell %j starts with anything else, then it is kept as it is', (value) => {
    expect(neutralise(value)).toBe(value);
  });

  it('when a formula cell also holds quotes, then it is neutralised and quoted', () => {
    expect(toCsv(['x'], [['=cmd|"/c calc"!A1']])).toBe(`\uFEFF"x"\r\n"'=cmd|""/c calc""!A1"\r\n`);
  });
});
