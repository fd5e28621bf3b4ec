import { useLayoutEffect, useRef } from 'react';
import { formatBytes } from '#contract/referral';
import type { Lang } from '#contract/language';
import type { ReferWords } from '../../i18n/refer.en';
import { useFieldIds } from '../../ui/form/fields';
import { ErrorText, FieldWrap, Hint, Input, Label } from '../../ui/form/form.styles';
import { FileList, SmallButton } from './referral.styles';

/** What the file input offers; the server decides by each file's bytes, whatever it is called. */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif';

interface Props {
  words: ReferWords['form'];
  lang: Lang;
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: string;
  /** Rendered for the server to fill in (docs/decisions/062): no list, the input alone. */
  template: boolean;
}

/**
 * The documents: a plain file input (a form with no script posts it as it is), and with script
 * the files chosen so far, each with its size and a way to remove it. Choosing more adds to the
 * list; the input is emptied after each choice, as the list is what is sent.
 */
export function DocumentPicker({ words, lang, files, onAdd, onRemove, error, template }: Props) {
  const { id, aria } = useFieldIds(error, words.documentsHint);
  const input = useRef<HTMLInputElement>(null);
  // Files chosen before the page's script ran are taken into the list.
  useLayoutEffect(() => {
    const chosen = input.current?.files;
    if (chosen?.length) {
      onAdd([...chosen]);
      input.current!.value = '';
    }
    // Once, as the field hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <FieldWrap>
      <Label htmlFor={id}>{words.documentsLabel}</Label>
      <Hint id={`${id}-hint`}>{words.documentsHint}</Hint>
      <Input
        ref={input}
        {...aria}
        id={id}
        type="file"
        name="documents"
        multiple
        accept={ACCEPT}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      {!template && files.length > 0 && (
        <>
          <p aria-live="polite">{words.chosen(files.length, formatBytes(total, lang))}</p>
          <FileList>
            {files.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
                <span>
                  {file.name} ({formatBytes(file.size, lang)})
                </span>
                <SmallButton type="button" aria-label={words.remove(file.name)} onClick={() => onRemove(index)}>
                  {words.removeShort}
                </SmallButton>
              </li>
            ))}
          </FileList>
        </>
      )}
    </FieldWrap>
  );
}
