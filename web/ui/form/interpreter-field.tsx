import { OTHER_LANGUAGE_MAX, otherLanguage } from '#contract/interpreter';
import { SelectField, TextField } from './fields';

/** The field's words in the page's language (web/i18n/interpreter.*.tsx). */
export interface InterpreterFieldWords {
  label: string;
  hint: string;
  /** The empty choice. */
  none: string;
  /** The choice of a language the list does not have, and the label of its name's field. */
  other: string;
  otherLabel: string;
  /** Each offered language's name in a list, by its code. */
  names: Readonly<Record<string, string>>;
}

/** The select's value for a language the list does not have; the name is typed beside it. */
const OTHER = 'other';

/** A form's interpreter values: the select's choice and, for another language, its name. */
export interface InterpreterValues {
  interpreterLanguage: string;
  interpreterOther: string;
}

export const NO_INTERPRETER: InterpreterValues = { interpreterLanguage: '', interpreterOther: '' };

/** The contract's value of the form's choice (api/contract/interpreter.ts): a code, 'other:<name>', or '' for none. */
export const interpreterValue = ({ interpreterLanguage, interpreterOther }: InterpreterValues): string =>
  interpreterLanguage === OTHER ? otherLanguage(interpreterOther) : interpreterLanguage;

/** A message about the language goes beside the name typed when another language was chosen, so focus lands where it is fixed. */
export function interpreterErrors(errors: Record<string, string>, values: InterpreterValues): Record<string, string> {
  const message = errors.interpreterLanguage;
  if (!message || values.interpreterLanguage !== OTHER) return errors;
  const { interpreterLanguage: _moved, ...rest } = errors;
  return { ...rest, interpreterOther: message };
}

interface Props {
  values: InterpreterValues;
  set: (name: keyof InterpreterValues) => (value: string) => void;
  errors: Record<string, string>;
  /** The words of the page's language (web/i18n/interpreter.*.tsx). */
  words: InterpreterFieldWords;
}

/**
 * An interpreter on request (decision 052): the state's languages and American Sign Language by
 * name in the page's language, alphabetically, or another language typed by name. Optional.
 */
export function InterpreterField({ values, set, errors, words }: Props) {
  // The codes offered are the names' (api/contract/interpreter.ts holds one for each language the contract accepts).
  const options = Object.entries(words.names)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <SelectField
        optional
        name="interpreterLanguage"
        label={words.label}
        hint={words.hint}
        placeholder={words.none}
        options={[...options, { value: OTHER, label: words.other }]}
        value={values.interpreterLanguage}
        onChange={set('interpreterLanguage')}
        error={errors.interpreterLanguage}
      />
      {values.interpreterLanguage === OTHER && (
        <TextField name="interpreterOther" label={words.otherLabel} maxLength={OTHER_LANGUAGE_MAX} value={values.interpreterOther} onChange={set('interpreterOther')} error={errors.interpreterOther} />
      )}
    </>
  );
}
