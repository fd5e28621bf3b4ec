export { CheckboxField, SelectField, TextAreaField, TextField, type Option } from './fields';
export { OptionalMark } from './optional-mark';
export { FieldGrid } from './form.styles';
export { Notice } from './notice';
export { SubmitButton } from './submit-button';
export { focusFirstError, useFormState } from './use-form-state';
