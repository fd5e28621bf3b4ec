/** The accessibility statement's words in Spanish, typed by the English ones (accessibility.en.tsx), which say what they must follow. */
import type { ReactNode } from 'react';
import { provider } from '#contract';
import { providerEs } from '#contract/provider.es';
import type { AccessibilityWords } from './accessibility.en';
import { longDateEs } from './legal-date.es';

const brand = provider.brandName;

export const accessibility: AccessibilityWords = {
  hero: {
    eyebrow: 'Accesibilidad',
    title: 'Declaración de accesibilidad',
    lead: `Queremos que todos puedan usar el sitio web de ${brand}, también las personas que usan un lector de pantalla, solo el teclado, una lupa de pantalla o el control por voz.`,
    reviewed: (date: ReactNode) => <>Última revisión: {date}</>,
  },
  contents: 'En esta página',
  standard: {
    title: 'Nuestra meta',
    paragraphs: [
      'Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, la norma más usada para sitios web en los Estados Unidos.',
      'Esto incluye todas las páginas públicas de este sitio en inglés y en español, sus formularios para reservar y para escribirnos, y sus guías de cuidado para imprimir.',
    ],
  },
  status: {
    title: 'Estado de cumplimiento',
    text: 'Cumple en parte: nuestras propias páginas, formularios y guías cumplen las pautas WCAG 2.2 AA hasta donde pueden ver nuestras pruebas y revisiones, y los servicios de otras empresas que aparecen en «Límites que conocemos» quizás no.',
    fixes: (days) =>
      `Arreglamos una barrera de nuestras propias páginas, formularios o guías en ${days} días o menos desde que sabemos de ella, y mientras tanto le decimos cómo hacer lo que necesitaba. Para los servicios de otras empresas, le ofrecemos lo mismo por teléfono.`,
  },
  testing: {
    title: 'Cómo lo revisamos',
    intro: 'Revisamos el sitio con estas herramientas y pruebas:',
    items: [
      'axe, un revisor automático de accesibilidad, en cada página en inglés y en español, a un ancho de computadora (1280 píxeles) y de teléfono (375 píxeles), con las reglas A y AA de WCAG 2.2',
      'El revisor de HTML Nu del W3C, en cada página y cada guía para imprimir',
      'La revisión de accesibilidad de Google Lighthouse, en cada página en inglés',
      'Pruebas solo con el teclado: el menú, los formularios, el calendario de citas y los avisos funcionan sin ratón, y lo que está seleccionado nunca queda tapado',
      'Pruebas en una pantalla de 320 píxeles de ancho: nada se sale por los lados y el encabezado sigue funcionando',
      'Las pruebas de reservar, escribirnos y usar el menú en tres motores de navegador: Chromium (Chrome y Edge), Firefox y WebKit (Safari)',
    ],
  },
  limits: {
    title: 'Límites que conocemos',
    intro: 'Estos son los límites que conocemos:',
    notInSpanish: (pages: ReactNode) => <>Estas páginas todavía no están en español: {pages}. Si una página en español tiene un enlace a una de ellas, se abre en inglés.</>,
    items: [
      'Las visitas por video usan el servicio de video de otra empresa, y el enlace le llega por mensaje de texto. No controlamos qué tan accesible es. Si no le funciona, seguimos por teléfono.',
      'Los enlaces a Facebook, Instagram y LinkedIn abren los sitios de esas empresas, que no controlamos.',
      'No hay archivos PDF en este sitio: las guías de cuidado son páginas web que usted puede leer, agrandar e imprimir.',
      'Las pruebas automáticas no encuentran todas las barreras. Si usted encuentra una, díganos.',
    ],
  },
  report: {
    title: 'Cómo avisarnos de una barrera',
    text: (phone: ReactNode, email: ReactNode) => (
      <>
        Si le cuesta usar algo de este sitio, díganos: llame al {phone} o escriba a {email}. Díganos en qué página y qué pasó. Le respondemos en{' '}
        {providerEs.replyWithin} o menos.
      </>
    ),
    formats: 'Si necesita algo de este sitio de otra forma, por ejemplo en letra grande o leído por teléfono, pídalo y se lo damos gratis.',
    rights: (link: ReactNode) => <>También puede leer sobre sus derechos, y cómo presentar una queja, en nuestro {link}.</>,
    rightsLink: 'aviso de no discriminación y ayuda con el idioma',
  },
  review: {
    title: 'Última revisión',
    text: (date: ReactNode) => <>Revisamos este sitio con las pautas WCAG 2.2 AA por última vez el {date}.</>,
  },
  date: longDateEs,
};
