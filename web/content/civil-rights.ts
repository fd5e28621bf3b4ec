/**
 * Where anyone can file a civil rights complaint with the federal government (45 CFR 92.10's notice):
 * the U.S. Department of Health and Human Services, Office for Civil Rights, as HHS's sample notice
 * of nondiscrimination gives it. Names, addresses and numbers: the same on the page in every language.
 */
export const OCR = {
  /** Its name, as HHS writes it (in English on every page, marked so). */
  name: 'U.S. Department of Health and Human Services, Office for Civil Rights',
  portal: 'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
  address: ['U.S. Department of Health and Human Services', '200 Independence Avenue, SW', 'Room 509F, HHH Building', 'Washington, D.C. 20201'],
  phone: { number: '1-800-368-1019', href: '+18003681019' },
  /** Its own line for callers who use a TTY (telecommunications device for the deaf). */
  tdd: { number: '800-537-7697', href: '+18005377697' },
  forms: 'https://www.hhs.gov/ocr/complaints/index.html',
} as const;
