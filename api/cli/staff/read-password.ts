/**
 * Reads a password without showing it: the terminal is put in raw mode so nothing is echoed,
 * Backspace works, Enter ends, Ctrl-C cancels. For a terminal only; scripts pipe it in with
 * `--password-stdin` instead.
 */
export function readHidden(prompt: string, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || (char === '\u0004' && !value)) return finish(new Error('Cancelled; nothing was changed.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    // Echo goes off before the prompt shows, so nothing typed at the prompt can be echoed.
    input.setEncoding('utf8');
    input.setRawMode(true);
    output.write(prompt);
    input.on('data', onData);
    input.resume();
  });
}

/** Everything piped to standard input, less one line ending: `printf '%s\n' "$PASSWORD" | npm run staff -- add x --password-stdin`. */
export async function readAllStdin(input: NodeJS.ReadStream = process.stdin): Promise<string> {
  let text = '';
  input.setEncoding('utf8');
  for await (const chunk of input) text += chunk as string;
  return text.replace(/\r?\n$/, '');
}
