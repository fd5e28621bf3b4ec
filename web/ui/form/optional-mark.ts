import { createContext } from 'react';

/**
 * The words after an optional field's label in the page's language: a public form gives its
 * catalogue's (' (opcional)' on a Spanish page); the staff forms keep the English default.
 * Apart from the fields, so the booking widgets give it without loading the fields with their first load.
 */
export const OptionalMark = createContext(' (optional)');
