export { CheckboxField, OptionalMark, SelectField, TextAreaField, TextField, type Option } from './fields';
export { FieldGrid, Notice } from './form.styles';
export { SubmitButton } from './submit-button';
export { focusFirstError, useFormState } from './use-form-state';
