import { createContext, type ReactNode, useContext } from 'react';
import type { BookingWords, ConsultationBookingWords, CoordinatorBookingWords } from '../../i18n/booking.en';
import { OptionalMark } from '../../ui/form/optional-mark';

const BookingWordsContext = createContext<BookingWords | null>(null);

/**
 * The booking widgets' words for everything inside a widget (slot picker, calendar, outcome,
 * fields): the page passes its catalogue's to the widget (docs/decisions/031), which gives them
 * here to its parts, the lazily loaded ones (the manage page's "Move") included.
 */
export function BookingWordsProvider({ words, children }: { words: BookingWords; children: ReactNode }) {
  return (
    <BookingWordsContext.Provider value={words}>
      <OptionalMark.Provider value={words.optional}>{children}</OptionalMark.Provider>
    </BookingWordsContext.Provider>
  );
}

/** The booking words of the widget around this component, in the page's language. */
export function useBookingWords(): BookingWords {
  const words = useContext(BookingWordsContext);
  if (!words) throw new Error('useBookingWords() needs a <BookingWordsProvider> above it (the booking widgets give one).');
  return words;
}

type FormWords = { consultation: ConsultationBookingWords; coordinator: CoordinatorBookingWords };

/** A form's widget's words: the shared ones with the form's own, which its page's catalogue gives (booking-<form>.en.tsx). */
export function useFormWords<K extends keyof FormWords>(form: K): FormWords[K] {
  const words = useBookingWords();
  if (!(form in words)) throw new Error(`The ${form} form's words are not in its widget's: its page's catalogue gives them (web/i18n/booking-${form}.en.tsx).`);
  return words as FormWords[K];
}
