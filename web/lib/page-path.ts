/** The path of the page a URL path shows: '/faqs/' and '/faqs' are the same page, '/' stays '/'. */
export const pagePath = (path: string): string => path.replace(/(.)\/$/, '$1');
